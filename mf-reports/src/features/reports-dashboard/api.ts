import type { FetchArgs } from '@reduxjs/toolkit/query';
import { enhancedApi } from '../../generated-api';
import { jsonOnly } from './non-json-guard';

/** The generated endpoint, cached under 'Reports' and read only when the answer is JSON. */
export const reportsApi = enhancedApi.enhanceEndpoints({
  endpoints: {
    getReportsDashboard: (endpoint) => {
      const query = endpoint.query!;
      endpoint.query = (arg) => ({ ...(query(arg) as FetchArgs), responseHandler: jsonOnly });
      endpoint.providesTags = ['Reports'];
    },
  },
});

export const { useGetReportsDashboardQuery } = reportsApi;

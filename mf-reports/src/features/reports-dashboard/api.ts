import { baseApi } from 'shared-auth';
import { jsonOnly } from './non-json-guard';
import { reportQuery } from './report-query';
import type { ReportFilters, ReportsData } from './types';

export const reportsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    reportsDashboard: build.query<ReportsData, ReportFilters>({
      query: (filters) => {
        const query = reportQuery(filters);
        return { url: query ? `reports_dashboard?${query}` : 'reports_dashboard', responseHandler: jsonOnly };
      },
      providesTags: ['Reports'],
    }),
  }),
});

export const { useReportsDashboardQuery } = reportsApi;

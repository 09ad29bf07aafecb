import { baseApi } from 'shared-auth';
import type { LeaveTypeDetail } from './types';

export const leaveTypesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getLeaveTypeDetails: build.query<LeaveTypeDetail[], void>({ query: () => 'leave_type_details' }),
  }),
});

export const { useGetLeaveTypeDetailsQuery } = leaveTypesApi;

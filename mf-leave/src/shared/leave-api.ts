import { baseApi } from 'shared-auth';
import type { DateRange, LeaveRequest } from './types';

export const leaveRequestsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listLeaveRequests: build.query<LeaveRequest[], DateRange>({
      query: (range) => ({ url: 'leave_requests', params: range }),
      providesTags: ['Leave'],
    }),
  }),
});

export const { useListLeaveRequestsQuery } = leaveRequestsApi;

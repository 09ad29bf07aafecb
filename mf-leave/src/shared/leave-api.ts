import { enhancedApi } from '../generated-api';

// Tagged Leave: a request sent or decided changes the list.
export const leaveRequestsApi = enhancedApi.enhanceEndpoints({
  endpoints: { getLeaveRequests: { providesTags: ['Leave'] } },
});

export const { useGetLeaveRequestsQuery } = leaveRequestsApi;

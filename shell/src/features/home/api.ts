import { enhancedApi } from '../../generated-api';

// mf-leave reads the leave requests and leave types through the same endpoints, with the same tags.
export const homeApi = enhancedApi.enhanceEndpoints({
  endpoints: {
    getDashboardStats: (endpoint) => {
      endpoint.providesTags = ['Dashboard'];
    },
    getUpcomingBirthdays: (endpoint) => {
      endpoint.providesTags = ['Dashboard'];
    },
    getLeaveRequests: (endpoint) => {
      endpoint.providesTags = ['Leave'];
    },
  },
});

export const {
  useGetDashboardStatsQuery,
  useGetUpcomingBirthdaysQuery,
  useGetLeaveRequestsQuery,
  useGetLeaveTypeDetailsQuery,
  useGetGeocodeReverseQuery,
} = homeApi;

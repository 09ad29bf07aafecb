import type { ReverseGeocode } from 'api-contract';
import { baseApi } from 'shared-auth';
import type { Birthday, Coordinates, DashboardStats, LeaveRequest } from './types';

// Names carry the feature: mf-leave injects its own leave-request endpoints into the same api.
export const homeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    dashboardStats: build.query<DashboardStats, void>({
      query: () => 'dashboard_stats',
      providesTags: ['Dashboard'],
    }),
    dashboardBirthdays: build.query<Birthday[], void>({
      query: () => 'upcoming_birthdays',
      providesTags: ['Dashboard'],
    }),
    dashboardLeaveRequests: build.query<LeaveRequest[], void>({
      query: () => 'leave_requests',
      providesTags: ['Leave'],
    }),
    dashboardReverseGeocode: build.query<ReverseGeocode, Coordinates>({
      query: ({ lat, lon }) => ({ url: 'geocode/reverse', params: { lat, lon } }),
    }),
  }),
});

export const {
  useDashboardStatsQuery,
  useDashboardBirthdaysQuery,
  useDashboardLeaveRequestsQuery,
  useDashboardReverseGeocodeQuery,
} = homeApi;

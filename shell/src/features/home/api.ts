export { useGetDashboardStatsQuery, useGetUpcomingBirthdaysQuery } from '../../generated-api';
// Shared reads: mf-leave reads the leave requests and leave types through the same endpoints.
export { useGetGeocodeReverseQuery, useGetLeaveRequestsQuery, useGetLeaveTypeDetailsQuery } from 'shared-auth';

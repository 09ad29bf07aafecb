import { baseApi, type LeaveTypeDisplayName } from 'shared-auth';

// The display names of the leave types, for the pending requests card (mf-leave asks for its own).
export const homeLeaveTypesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    dashboardLeaveTypes: build.query<LeaveTypeDisplayName[], void>({ query: () => 'leave_type_details' }),
  }),
});

export const { useDashboardLeaveTypesQuery } = homeLeaveTypesApi;

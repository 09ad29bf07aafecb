import { baseApi } from 'shared-auth';
import type { EmployeeSummary } from './types';

export const timesheetApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    timesheetEmployees: build.query<EmployeeSummary[], void>({
      query: () => 'all_employees_list',
      providesTags: ['Employees'],
    }),
  }),
});

export const { useTimesheetEmployeesQuery } = timesheetApi;

import { baseApi } from 'shared-auth';
import type { Department, EmployeeSummary, Holiday } from './types';

/** Lists several screens read: the department picker and the manager picker use them too. */
export const peopleApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getPeopleDepartments: build.query<Department[], void>({
      query: () => 'departments',
      providesTags: ['Departments'],
    }),
    getPeopleEmployees: build.query<EmployeeSummary[], void>({
      query: () => 'employees_list',
      providesTags: ['Employees'],
    }),
    /** The holiday calendars there are: the locations holidays were entered or imported for. */
    getPeopleHolidayCalendars: build.query<string[], void>({
      query: () => 'holidays',
      transformResponse: (holidays: Holiday[]) =>
        [...new Set(holidays.flatMap((holiday) => (holiday.location ? [holiday.location] : [])))].sort(),
    }),
  }),
});

export const { useGetPeopleDepartmentsQuery, useGetPeopleEmployeesQuery, useGetPeopleHolidayCalendarsQuery } =
  peopleApi;

import { baseApi } from 'shared-auth';
import type { Department, EmployeeSummary } from './types';

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
  }),
});

export const { useGetPeopleDepartmentsQuery, useGetPeopleEmployeesQuery } = peopleApi;

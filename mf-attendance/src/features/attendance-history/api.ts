import { baseApi } from 'shared-auth';
import type { Department } from './types';

export const attendanceHistoryApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    attendanceDepartments: build.query<Department[], void>({
      query: () => 'departments',
      providesTags: ['Departments'],
    }),
  }),
});

export const { useAttendanceDepartmentsQuery } = attendanceHistoryApi;

import { enhancedApi } from '../../generated-api';

export const attendanceHistoryApi = enhancedApi.enhanceEndpoints({
  endpoints: {
    getDepartments: { providesTags: ['Departments'] },
  },
});

export const { useGetDepartmentsQuery } = attendanceHistoryApi;

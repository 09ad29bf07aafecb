import { enhancedApi } from '../../generated-api';

export const timesheetApi = enhancedApi.enhanceEndpoints({
  endpoints: {
    getAllEmployeesList: { providesTags: ['Employees'] },
  },
});

export const { useGetAllEmployeesListQuery } = timesheetApi;

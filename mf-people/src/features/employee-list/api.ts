import { enhancedApi } from '../../generated-api';

export const employeeListApi = enhancedApi.enhanceEndpoints({
  endpoints: { deleteEmployeesById: { invalidatesTags: ['Employees'] } },
});

export const { useDeleteEmployeesByIdMutation } = employeeListApi;

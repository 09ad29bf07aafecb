import { enhancedApi } from '../../generated-api';

export const departmentsApi = enhancedApi.enhanceEndpoints({
  endpoints: {
    postDepartments: { invalidatesTags: ['Departments'] },
    putDepartmentsById: { invalidatesTags: ['Departments'] },
    // An employee's departments change with it.
    deleteDepartmentsById: { invalidatesTags: ['Departments', 'Employees'] },
  },
});

export const { usePostDepartmentsMutation, usePutDepartmentsByIdMutation, useDeleteDepartmentsByIdMutation } =
  departmentsApi;

import type { CreateDepartmentResponse, MessageResponse } from 'api-contract';
import { baseApi } from 'shared-auth';

export const departmentsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    createDepartment: build.mutation<CreateDepartmentResponse, string>({
      query: (name) => ({ url: 'departments', method: 'POST', body: { department_name: name } }),
      invalidatesTags: ['Departments'],
    }),
    renameDepartment: build.mutation<MessageResponse, { id: number; name: string }>({
      query: ({ id, name }) => ({ url: `departments/${id}`, method: 'PUT', body: { department_name: name } }),
      invalidatesTags: ['Departments'],
    }),
    // An employee's departments change with it.
    deleteDepartment: build.mutation<MessageResponse, number>({
      query: (id) => ({ url: `departments/${id}`, method: 'DELETE' }),
      invalidatesTags: ['Departments', 'Employees'],
    }),
  }),
});

export const { useCreateDepartmentMutation, useRenameDepartmentMutation, useDeleteDepartmentMutation } = departmentsApi;

import { baseApi } from 'shared-auth';
import type { MessageResponse } from '../../shared/types';

export const departmentsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    createDepartment: build.mutation<MessageResponse, string>({
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

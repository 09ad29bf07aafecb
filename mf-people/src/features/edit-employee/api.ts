import { baseApi } from 'shared-auth';
import type { EmployeeDetail, MessageResponse } from '../../shared/types';

export const editEmployeeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getEmployee: build.query<EmployeeDetail, number>({
      query: (id) => `employees/${id}`,
      providesTags: (_result, _error, id) => [{ type: 'Employees', id }],
    }),
    updateEmployee: build.mutation<MessageResponse, { id: number; body: FormData }>({
      query: ({ id, body }) => ({ url: `employees/${id}`, method: 'PUT', body }),
      invalidatesTags: ['Employees'],
    }),
    changeEmployeeManager: build.mutation<MessageResponse, { id: number; managerId: number | null }>({
      query: ({ id, managerId }) => ({
        url: `employees/${id}/manager`,
        method: 'PUT',
        body: { manager_id: managerId },
      }),
      invalidatesTags: ['Employees'],
    }),
    setEmployeePin: build.mutation<MessageResponse, { id: number; pin: string }>({
      query: ({ id, pin }) => ({ url: `employees/${id}/pin`, method: 'PUT', body: { pin } }),
    }),
  }),
});

export const {
  useGetEmployeeQuery,
  useUpdateEmployeeMutation,
  useChangeEmployeeManagerMutation,
  useSetEmployeePinMutation,
} = editEmployeeApi;

import { baseApi } from 'shared-auth';
import type { MessageResponse } from '../../shared/types';

export const employeeListApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    terminateEmployee: build.mutation<MessageResponse, number>({
      query: (id) => ({ url: `employees/${id}`, method: 'DELETE' }),
      invalidatesTags: ['Employees'],
    }),
  }),
});

export const { useTerminateEmployeeMutation } = employeeListApi;

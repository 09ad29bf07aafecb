import { enhancedApi } from '../../generated-api';
import type { MessageResponse } from '../../shared/types';

export const editEmployeeApi = enhancedApi
  .enhanceEndpoints({
    endpoints: {
      getEmployeesById: { providesTags: (_result, _error, { id }) => [{ type: 'Employees', id }] },
      putEmployeesByIdManager: { invalidatesTags: ['Employees'] },
    },
  })
  .injectEndpoints({
    endpoints: (build) => ({
      // Hand-written: the edit is multipart (an added face photo), which the generated JSON endpoints cannot send.
      updateEmployee: build.mutation<MessageResponse, { id: number; body: FormData }>({
        query: ({ id, body }) => ({ url: `employees/${id}`, method: 'PUT', body }),
        invalidatesTags: ['Employees'],
      }),
    }),
  });

export const {
  useGetEmployeesByIdQuery,
  useUpdateEmployeeMutation,
  usePutEmployeesByIdManagerMutation,
  usePutEmployeesByIdPinMutation,
} = editEmployeeApi;

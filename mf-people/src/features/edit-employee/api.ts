import { CACHE_TAGS } from 'api-contract';
import { enhancedApi } from '../../generated-api';
import type { MessageResponse } from '../../shared/types';

export const editEmployeeApi = enhancedApi.injectEndpoints({
  endpoints: (build) => ({
    // Hand-written: the edit is multipart (an added face photo), which the generated JSON endpoints cannot send.
    updateEmployee: build.mutation<MessageResponse, { id: number; body: FormData }>({
      query: ({ id, body }) => ({ url: `employees/${id}`, method: 'PUT', body }),
      invalidatesTags: CACHE_TAGS.putEmployeesById.invalidates,
    }),
  }),
});

export const {
  useGetEmployeesByIdQuery,
  useUpdateEmployeeMutation,
  usePutEmployeesByIdManagerMutation,
  usePutEmployeesByIdPinMutation,
} = editEmployeeApi;

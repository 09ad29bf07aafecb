import { baseApi } from 'shared-auth';
import type { MessageResponse } from '../../shared/types';

export const enrollmentApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    enrolEmployee: build.mutation<MessageResponse, FormData>({
      query: (body) => ({ url: 'employees', method: 'POST', body }),
      invalidatesTags: ['Employees'],
    }),
  }),
});

export const { useEnrolEmployeeMutation } = enrollmentApi;

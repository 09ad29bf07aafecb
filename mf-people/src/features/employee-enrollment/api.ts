import { CACHE_TAGS, type EnrolEmployeeResponse } from 'api-contract';
import { baseApi } from 'shared-auth';

// Hand-written: the enrolment is multipart (the face photo), which the generated JSON endpoints cannot send.
export const enrollmentApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    enrolEmployee: build.mutation<EnrolEmployeeResponse, FormData>({
      query: (body) => ({ url: 'employees', method: 'POST', body }),
      invalidatesTags: CACHE_TAGS.postEmployees.invalidates,
    }),
  }),
});

export const { useEnrolEmployeeMutation } = enrollmentApi;

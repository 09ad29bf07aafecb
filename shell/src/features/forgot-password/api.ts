import { baseApi } from 'shared-auth';

export const forgotPasswordApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    forgotPassword: build.mutation<{ message?: string }, { email: string }>({
      query: (body) => ({ url: 'forgot_password', method: 'POST', body }),
      extraOptions: { anonymous: true },
    }),
  }),
});

export const { useForgotPasswordMutation } = forgotPasswordApi;

import { baseApi } from 'shared-auth';

export const resetPasswordApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    resetPassword: build.mutation<{ message?: string }, { token: string; new_password: string }>({
      query: (body) => ({ url: 'reset_password', method: 'POST', body }),
      extraOptions: { anonymous: true },
    }),
  }),
});

export const { useResetPasswordMutation } = resetPasswordApi;

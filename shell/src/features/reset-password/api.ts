import type { MessageResponse, ResetPasswordRequest } from 'api-contract';
import { baseApi } from 'shared-auth';

export const resetPasswordApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    resetPassword: build.mutation<MessageResponse, ResetPasswordRequest>({
      query: (body) => ({ url: 'reset_password', method: 'POST', body }),
      extraOptions: { anonymous: true },
    }),
  }),
});

export const { useResetPasswordMutation } = resetPasswordApi;

import type { ForgotPasswordRequest, MessageResponse } from 'api-contract';
import { baseApi } from 'shared-auth';

export const forgotPasswordApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    forgotPassword: build.mutation<MessageResponse, ForgotPasswordRequest>({
      query: (body) => ({ url: 'forgot_password', method: 'POST', body }),
      extraOptions: { anonymous: true },
    }),
  }),
});

export const { useForgotPasswordMutation } = forgotPasswordApi;

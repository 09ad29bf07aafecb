import type { ChangePasswordRequest, ChangePasswordResponse } from 'api-contract';
import { baseApi } from 'shared-auth';

export const changePasswordApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    changePassword: build.mutation<ChangePasswordResponse, ChangePasswordRequest>({
      query: (body) => ({ url: 'change_password', method: 'POST', body }),
    }),
  }),
});

export const { useChangePasswordMutation } = changePasswordApi;

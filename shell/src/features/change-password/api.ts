import { baseApi } from 'shared-auth';

export interface ChangePasswordAnswer {
  message?: string;
  access_token?: string;
  refresh_token?: string;
}

export const changePasswordApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    changePassword: build.mutation<ChangePasswordAnswer, { old_password: string; new_password: string }>({
      query: (body) => ({ url: 'change_password', method: 'POST', body }),
    }),
  }),
});

export const { useChangePasswordMutation } = changePasswordApi;

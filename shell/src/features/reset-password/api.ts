import { enhancedApi } from '../../generated-api';

export const resetPasswordApi = enhancedApi.enhanceEndpoints({
  endpoints: {
    postResetPassword: (endpoint) => {
      endpoint.extraOptions = { anonymous: true };
    },
  },
});

export const { usePostResetPasswordMutation } = resetPasswordApi;

import { enhancedApi } from '../../generated-api';

export const forgotPasswordApi = enhancedApi.enhanceEndpoints({
  endpoints: {
    postForgotPassword: (endpoint) => {
      endpoint.extraOptions = { anonymous: true };
    },
  },
});

export const { usePostForgotPasswordMutation } = forgotPasswordApi;

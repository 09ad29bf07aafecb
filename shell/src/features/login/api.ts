import { enhancedApi } from '../../generated-api';

export const loginApi = enhancedApi.enhanceEndpoints({
  endpoints: {
    postLogin: (endpoint) => {
      endpoint.extraOptions = { anonymous: true };
    },
  },
});

export const { usePostLoginMutation } = loginApi;

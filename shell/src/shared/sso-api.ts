import { enhancedApi } from '../generated-api';

// Before sign-in: none of these carries a token (a stale one would only be refused).
export const ssoApi = enhancedApi.enhanceEndpoints({
  endpoints: {
    getOidcProvider: (endpoint) => {
      endpoint.extraOptions = { anonymous: true };
    },
    postOidcStart: (endpoint) => {
      endpoint.extraOptions = { anonymous: true };
    },
    postOidcCallback: (endpoint) => {
      endpoint.extraOptions = { anonymous: true };
    },
  },
});

export const { useGetOidcProviderQuery, usePostOidcStartMutation, usePostOidcCallbackMutation } = ssoApi;

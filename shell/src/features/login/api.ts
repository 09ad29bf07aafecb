import type { Credentials, TokenPair } from 'api-contract';
import { baseApi } from 'shared-auth';

export const loginApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<TokenPair, Credentials>({
      query: (body) => ({ url: 'login', method: 'POST', body }),
      extraOptions: { anonymous: true },
    }),
  }),
});

export const { useLoginMutation } = loginApi;

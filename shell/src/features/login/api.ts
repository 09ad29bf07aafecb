import { baseApi, type TokenPair } from 'shared-auth';

export interface Credentials {
  email: string;
  password: string;
}

export const loginApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<TokenPair, Credentials>({
      query: (body) => ({ url: 'login', method: 'POST', body }),
      extraOptions: { anonymous: true },
    }),
  }),
});

export const { useLoginMutation } = loginApi;

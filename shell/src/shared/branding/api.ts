import type { Branding } from 'api-contract';
import { baseApi } from 'shared-auth';

// GET /api/branding needs no sign-in: the login page shows the company too.
export const brandingApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getBranding: build.query<Branding, void>({
      query: () => 'branding',
      providesTags: ['Branding'],
      extraOptions: { anonymous: true },
    }),
  }),
});

export const { useGetBrandingQuery } = brandingApi;

import { baseApi } from 'shared-auth';

export interface Branding {
  company_name: string;
  logo_path: string | null;
  /** The company's TIME_ZONE setting (IANA name); absent from older apis: the browser's zone is used then. */
  time_zone?: string;
}

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

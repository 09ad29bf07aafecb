import { enhancedApi } from '../../generated-api';

export const brandingApi = enhancedApi.enhanceEndpoints({
  endpoints: {
    getBranding: (endpoint) => {
      endpoint.providesTags = ['Branding'];
      // GET /api/branding needs no sign-in: the login page shows the company too.
      endpoint.extraOptions = { anonymous: true };
    },
  },
});

export const { useGetBrandingQuery } = brandingApi;

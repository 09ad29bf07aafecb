import type { UploadLogoResponse } from 'api-contract';
import { enhancedApi } from '../../generated-api';

export const settingsApi = enhancedApi
  .enhanceEndpoints({
    endpoints: {
      getSettings: (endpoint) => {
        endpoint.providesTags = ['Settings'];
      },
      putSettings: (endpoint) => {
        // Show the saved values at once instead of the old ones until the refetch lands.
        endpoint.onQueryStarted = async ({ body }, { dispatch, queryFulfilled }) => {
          const saved = await queryFulfilled.then(
            () => true,
            () => false,
          );
          if (saved) dispatch(enhancedApi.util.updateQueryData('getSettings', undefined, () => body));
        };
        // COMPANY_NAME is part of the branding the shell shows.
        endpoint.invalidatesTags = ['Settings', 'Branding'];
      },
    },
  })
  .injectEndpoints({
    endpoints: (build) => ({
      // Hand-written: the logo is a multipart upload (FormData), which the generated JSON endpoints cannot send.
      uploadLogo: build.mutation<UploadLogoResponse | null, File>({
        query: (file) => {
          const body = new FormData();
          body.append('logo', file);
          return { url: 'settings/logo', method: 'POST', body };
        },
        invalidatesTags: ['Settings', 'Branding'],
      }),
    }),
  });

export const { useGetSettingsQuery, usePutSettingsMutation, useUploadLogoMutation } = settingsApi;

import { CACHE_TAGS, type UploadLogoResponse } from 'api-contract';
import { enhancedApi } from '../../generated-api';

export const settingsApi = enhancedApi
  .enhanceEndpoints({
    endpoints: {
      putSettings: (endpoint) => {
        // Show the saved values at once instead of the old ones until the refetch lands.
        endpoint.onQueryStarted = async ({ body }, { dispatch, queryFulfilled }) => {
          const saved = await queryFulfilled.then(
            () => true,
            () => false,
          );
          if (saved) dispatch(enhancedApi.util.updateQueryData('getSettings', undefined, () => body));
        };
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
        invalidatesTags: CACHE_TAGS.postSettingsLogo.invalidates,
      }),
    }),
  });

export const { useGetSettingsQuery, usePutSettingsMutation, useUploadLogoMutation } = settingsApi;

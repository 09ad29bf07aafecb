import type { UploadLogoResponse } from 'api-contract';
import { baseApi } from 'shared-auth';
import type { MessageResponse, Setting } from './types';

export const settingsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getSettings: build.query<Setting[], void>({
      query: () => 'settings',
      providesTags: ['Settings'],
    }),
    updateSettings: build.mutation<MessageResponse | null, Setting[]>({
      query: (settings) => ({ url: 'settings', method: 'PUT', body: settings }),
      // Show the saved values at once instead of the old ones until the refetch lands.
      async onQueryStarted(settings, { dispatch, queryFulfilled }) {
        const saved = await queryFulfilled.then(
          () => true,
          () => false,
        );
        if (saved) dispatch(settingsApi.util.updateQueryData('getSettings', undefined, () => settings));
      },
      // COMPANY_NAME is part of the branding the shell shows.
      invalidatesTags: ['Settings', 'Branding'],
    }),
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

export const { useGetSettingsQuery, useUpdateSettingsMutation, useUploadLogoMutation } = settingsApi;

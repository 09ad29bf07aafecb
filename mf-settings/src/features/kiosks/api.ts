import { enhancedApi } from '../../generated-api';

export const kiosksApi = enhancedApi.enhanceEndpoints({
  endpoints: {
    getKiosks: (endpoint) => {
      endpoint.providesTags = ['Kiosks'];
    },
    postKiosks: (endpoint) => {
      endpoint.invalidatesTags = ['Kiosks'];
    },
    deleteKiosksById: (endpoint) => {
      endpoint.invalidatesTags = ['Kiosks'];
    },
  },
});

export const { useGetKiosksQuery, usePostKiosksMutation, useDeleteKiosksByIdMutation } = kiosksApi;

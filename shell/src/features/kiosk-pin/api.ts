import { enhancedApi } from '../../generated-api';

export const kioskPinApi = enhancedApi.enhanceEndpoints({
  endpoints: {
    getMePin: (endpoint) => {
      endpoint.providesTags = ['Kiosks'];
    },
    putMePin: (endpoint) => {
      endpoint.invalidatesTags = ['Kiosks'];
    },
  },
});

export const { useGetMePinQuery, usePutMePinMutation } = kioskPinApi;

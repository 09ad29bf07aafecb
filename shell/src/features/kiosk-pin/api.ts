import type { MessageResponse, PinStatus } from 'api-contract';
import { baseApi } from 'shared-auth';

export const kioskPinApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getMyPin: build.query<PinStatus, void>({ query: () => 'me/pin', providesTags: ['Kiosks'] }),
    setMyPin: build.mutation<MessageResponse, string>({
      query: (pin) => ({ url: 'me/pin', method: 'PUT', body: { pin } }),
      invalidatesTags: ['Kiosks'],
    }),
  }),
});

export const { useGetMyPinQuery, useSetMyPinMutation } = kioskPinApi;

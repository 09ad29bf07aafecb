import { baseApi } from 'shared-auth';
import type { Kiosk, MessageResponse, NewKiosk, RegisteredKiosk } from './types';

export const kiosksApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getKiosks: build.query<Kiosk[], void>({ query: () => 'kiosks', providesTags: ['Kiosks'] }),
    registerKiosk: build.mutation<RegisteredKiosk, NewKiosk>({
      query: (body) => ({ url: 'kiosks', method: 'POST', body }),
      invalidatesTags: ['Kiosks'],
    }),
    revokeKiosk: build.mutation<MessageResponse, number>({
      query: (id) => ({ url: `kiosks/${id}`, method: 'DELETE' }),
      invalidatesTags: ['Kiosks'],
    }),
  }),
});

export const { useGetKiosksQuery, useRegisterKioskMutation, useRevokeKioskMutation } = kiosksApi;

import type { MessageResponse } from 'api-contract';
import { baseApi } from 'shared-auth';
import type { Holiday, HolidayImportInput, HolidayImportResult, HolidayInput, HolidaysQuery } from './types';

// Holidays change the working days every balance counts: they share the Leave tag.
export const holidaysApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getAdminHolidays: build.query<Holiday[], HolidaysQuery>({
      query: (params) => ({ url: 'holidays', params }),
      providesTags: ['Leave'],
    }),
    createHoliday: build.mutation<MessageResponse, HolidayInput>({
      query: (body) => ({ url: 'holidays', method: 'POST', body }),
      invalidatesTags: ['Leave'],
    }),
    updateHoliday: build.mutation<MessageResponse, { id: number; body: HolidayInput }>({
      query: ({ id, body }) => ({ url: `holidays/${id}`, method: 'PUT', body }),
      invalidatesTags: ['Leave'],
    }),
    deleteHoliday: build.mutation<MessageResponse, number>({
      query: (id) => ({ url: `holidays/${id}`, method: 'DELETE' }),
      invalidatesTags: ['Leave'],
    }),
    importPublicHolidays: build.mutation<HolidayImportResult, HolidayImportInput>({
      query: (body) => ({ url: 'holidays/import', method: 'POST', body }),
      invalidatesTags: ['Leave'],
    }),
    importIcsHolidays: build.mutation<HolidayImportResult, { file: File; location: string | null }>({
      query: ({ file, location }) => {
        const body = new FormData();
        if (location) body.append('location', location);
        body.append('file', file);
        return { url: 'holidays/import_ics', method: 'POST', body };
      },
      invalidatesTags: ['Leave'],
    }),
  }),
});

export const {
  useGetAdminHolidaysQuery,
  useCreateHolidayMutation,
  useUpdateHolidayMutation,
  useDeleteHolidayMutation,
  useImportPublicHolidaysMutation,
  useImportIcsHolidaysMutation,
} = holidaysApi;

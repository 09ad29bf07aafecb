import type { ApiResponse } from 'api-contract';
import { enhancedApi } from '../../generated-api';

// Holidays change the working days every balance counts: they share the Leave tag.
export const holidaysApi = enhancedApi
  .enhanceEndpoints({
    endpoints: {
      getHolidays: (endpoint) => {
        endpoint.providesTags = ['Leave'];
      },
      postHolidays: (endpoint) => {
        endpoint.invalidatesTags = ['Leave'];
      },
      putHolidaysById: (endpoint) => {
        endpoint.invalidatesTags = ['Leave'];
      },
      deleteHolidaysById: (endpoint) => {
        endpoint.invalidatesTags = ['Leave'];
      },
      postHolidaysImport: (endpoint) => {
        endpoint.invalidatesTags = ['Leave'];
      },
    },
  })
  .injectEndpoints({
    endpoints: (build) => ({
      // Hand-written: the .ics file is a multipart upload (FormData), which the generated JSON endpoints cannot send.
      importIcsHolidays: build.mutation<
        ApiResponse<'/api/holidays/import_ics', 'post'>,
        { file: File; location: string | null }
      >({
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
  useGetHolidaysQuery,
  usePostHolidaysMutation,
  usePutHolidaysByIdMutation,
  useDeleteHolidaysByIdMutation,
  usePostHolidaysImportMutation,
  useImportIcsHolidaysMutation,
} = holidaysApi;

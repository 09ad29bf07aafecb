import { CACHE_TAGS, type ApiResponse } from 'api-contract';
import { enhancedApi } from '../../generated-api';

export const holidaysApi = enhancedApi.injectEndpoints({
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
      invalidatesTags: CACHE_TAGS.postHolidaysImportIcs.invalidates,
    }),
  }),
});

export { useGetHolidaysQuery } from 'shared-auth';
export const {
  usePostHolidaysMutation,
  usePutHolidaysByIdMutation,
  useDeleteHolidaysByIdMutation,
  usePostHolidaysImportMutation,
  useImportIcsHolidaysMutation,
} = holidaysApi;

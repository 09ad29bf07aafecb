import { enhancedApi } from '../../generated-api';

/** Seconds of a Retry-After header, or null when there is none (or it is a date, which the api never sends). */
function retryAfter(response: Response | undefined): number | null {
  const seconds = Number(response?.headers.get('Retry-After') ?? Number.NaN);
  return Number.isFinite(seconds) && seconds > 0 ? seconds : null;
}

export const attendanceApi = enhancedApi.enhanceEndpoints({
  endpoints: {
    postVerifyFace: {
      // A full face queue answers 503 with Retry-After: the modal waits that long before its next picture.
      transformErrorResponse: (error, meta) => ({ ...error, retryAfterSeconds: retryAfter(meta?.response) }),
    },
  },
});

export const {
  useGetCurrentStatusQuery,
  usePostVerifyFaceMutation,
  usePostClockInMutation,
  usePostClockOutMutation,
  usePostClockInWithoutFaceCheckMutation,
  usePostClockOutWithoutFaceCheckMutation,
  usePostBreakStartMutation,
  usePostBreakEndMutation,
} = attendanceApi;
export { useGetGeocodeReverseQuery } from 'shared-auth';

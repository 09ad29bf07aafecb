import { enhancedApi } from '../../generated-api';
import { invalidateOnSuccess } from '../../shared/invalidate-on-success';

/** Seconds of a Retry-After header, or null when there is none (or it is a date, which the api never sends). */
function retryAfter(response: Response | undefined): number | null {
  const seconds = Number(response?.headers.get('Retry-After') ?? Number.NaN);
  return Number.isFinite(seconds) && seconds > 0 ? seconds : null;
}

// Spec section 4: the status is read again after each successful clock action (logs and dashboard change too).
const CLOCKED = ['AttendanceStatus', 'Attendance', 'Dashboard'] as const;
// A clock action without a face check also joins the review queue.
const CLOCKED_FOR_REVIEW = [...CLOCKED, 'FaceFallbacks'] as const;

export const attendanceApi = enhancedApi.enhanceEndpoints({
  endpoints: {
    getCurrentStatus: { providesTags: ['AttendanceStatus'] },
    postVerifyFace: {
      // A full face queue answers 503 with Retry-After: the modal waits that long before its next picture.
      transformErrorResponse: (error, meta) => ({ ...error, retryAfterSeconds: retryAfter(meta?.response) }),
    },
    postClockIn: { invalidatesTags: invalidateOnSuccess(CLOCKED) },
    postClockOut: { invalidatesTags: invalidateOnSuccess(CLOCKED) },
    // After 3 failed face checks: the record waits for the manager's review.
    postClockInWithoutFaceCheck: { invalidatesTags: invalidateOnSuccess(CLOCKED_FOR_REVIEW) },
    postClockOutWithoutFaceCheck: { invalidatesTags: invalidateOnSuccess(CLOCKED_FOR_REVIEW) },
  },
});

export const {
  useGetCurrentStatusQuery,
  usePostVerifyFaceMutation,
  usePostClockInMutation,
  usePostClockOutMutation,
  usePostClockInWithoutFaceCheckMutation,
  usePostClockOutWithoutFaceCheckMutation,
  useGetGeocodeReverseQuery,
} = attendanceApi;

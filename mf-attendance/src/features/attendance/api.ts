import { baseApi } from 'shared-auth';
import type {
  ClockAction,
  ClockRequest,
  CurrentStatus,
  FaceCheckResult,
  FallbackClockRequest,
  MessageResponse,
  ReverseGeocode,
} from './types';

/** Seconds of a Retry-After header, or null when there is none (or it is a date, which the api never sends). */
function retryAfter(response: Response | undefined): number | null {
  const seconds = Number(response?.headers.get('Retry-After') ?? Number.NaN);
  return Number.isFinite(seconds) && seconds > 0 ? seconds : null;
}

export const attendanceApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    attendanceStatus: build.query<CurrentStatus, void>({
      query: () => 'current_status',
      providesTags: ['AttendanceStatus'],
    }),
    attendanceVerifyFace: build.mutation<FaceCheckResult, string>({
      query: (image) => ({ url: 'verify_face', method: 'POST', body: { image } }),
      // A full face queue answers 503 with Retry-After: the modal waits that long before its next picture.
      transformErrorResponse: (error, meta) => ({ ...error, retryAfterSeconds: retryAfter(meta?.response) }),
    }),
    attendanceClock: build.mutation<MessageResponse | null, ClockRequest>({
      query: ({ action, latitude, longitude }) => ({ url: action, method: 'POST', body: { latitude, longitude } }),
      // Spec section 4: the status is read again after each successful clock action (logs and dashboard change too).
      invalidatesTags: (_result, error) => (error ? [] : ['AttendanceStatus', 'Attendance', 'Dashboard']),
    }),
    // After 3 failed face checks: the record waits for the manager's review.
    attendanceClockWithoutFaceCheck: build.mutation<MessageResponse, FallbackClockRequest & { action: ClockAction }>({
      query: ({ action, ...body }) => ({ url: `${action}_without_face_check`, method: 'POST', body }),
      invalidatesTags: (_result, error) =>
        error ? [] : ['AttendanceStatus', 'Attendance', 'Dashboard', 'FaceFallbacks'],
    }),
    attendanceReverseGeocode: build.query<ReverseGeocode, { lat: number; lon: number }>({
      query: (params) => ({ url: 'geocode/reverse', params }),
    }),
  }),
});

export const {
  useAttendanceStatusQuery,
  useAttendanceVerifyFaceMutation,
  useAttendanceClockMutation,
  useAttendanceClockWithoutFaceCheckMutation,
  useAttendanceReverseGeocodeQuery,
} = attendanceApi;

import { baseApi } from 'shared-auth';
import type { ClockRequest, CurrentStatus, FaceCheckResult, MessageResponse, ReverseGeocode } from './types';

export const attendanceApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    attendanceStatus: build.query<CurrentStatus, void>({
      query: () => 'current_status',
      providesTags: ['AttendanceStatus'],
    }),
    attendanceVerifyFace: build.mutation<FaceCheckResult, string>({
      query: (image) => ({ url: 'verify_face', method: 'POST', body: { image } }),
    }),
    attendanceClock: build.mutation<MessageResponse | null, ClockRequest>({
      query: ({ action, latitude, longitude }) => ({ url: action, method: 'POST', body: { latitude, longitude } }),
      // Spec section 4: the status is read again after each successful clock action (logs and dashboard change too).
      invalidatesTags: (_result, error) => (error ? [] : ['AttendanceStatus', 'Attendance', 'Dashboard']),
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
  useAttendanceReverseGeocodeQuery,
} = attendanceApi;

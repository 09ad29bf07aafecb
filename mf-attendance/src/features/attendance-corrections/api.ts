import { enhancedApi } from '../../generated-api';

// An approval amends the day's record: the logs, the status card and the home dashboard read it.
const DECIDED = ['AttendanceCorrections', 'Attendance', 'AttendanceStatus', 'Dashboard'] as const;

export const attendanceCorrectionsApi = enhancedApi.enhanceEndpoints({
  endpoints: {
    getAttendanceCorrections: { providesTags: ['AttendanceCorrections'] },
    // The window moves with the company's date and the setting: asked again whenever the form opens.
    getAttendanceCorrectionsWindow: { keepUnusedDataFor: 0 },
    postAttendanceCorrections: { invalidatesTags: ['AttendanceCorrections'] },
    postAttendanceCorrectionsByCorrectionIdApprove: { invalidatesTags: DECIDED },
    postAttendanceCorrectionsByCorrectionIdReject: { invalidatesTags: DECIDED },
    getAttendanceLogsByRecordIdRevisions: { providesTags: ['AttendanceCorrections'] },
  },
});

export const {
  useGetAttendanceCorrectionsQuery,
  useGetAttendanceCorrectionsWindowQuery,
  usePostAttendanceCorrectionsMutation,
  usePostAttendanceCorrectionsByCorrectionIdApproveMutation,
  usePostAttendanceCorrectionsByCorrectionIdRejectMutation,
  useGetAttendanceLogsByRecordIdRevisionsQuery,
} = attendanceCorrectionsApi;

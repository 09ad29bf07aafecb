import { enhancedApi } from '../../generated-api';

export const attendanceCorrectionsApi = enhancedApi.enhanceEndpoints({
  endpoints: {
    // The window moves with the company's date and the setting: asked again whenever the form opens.
    getAttendanceCorrectionsWindow: { keepUnusedDataFor: 0 },
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

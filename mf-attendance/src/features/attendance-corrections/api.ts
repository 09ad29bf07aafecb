import type { MessageResponse } from 'api-contract';
import { baseApi } from 'shared-auth';
import type {
  AttendanceCorrection,
  AttendanceCorrectionInput,
  AttendanceCorrectionsQuery,
  AttendanceRevision,
  CorrectionDecision,
  CorrectionWindow,
} from './types';

export const attendanceCorrectionsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    attendanceCorrections: build.query<AttendanceCorrection[], AttendanceCorrectionsQuery>({
      query: (params) => ({ url: 'attendance_corrections', params }),
      providesTags: ['AttendanceCorrections'],
    }),
    // The window moves with the company's date and the setting: asked again whenever the form opens.
    correctionWindow: build.query<CorrectionWindow, void>({
      query: () => 'attendance_corrections/window',
      keepUnusedDataFor: 0,
    }),
    requestAttendanceCorrection: build.mutation<MessageResponse, AttendanceCorrectionInput>({
      query: (body) => ({ url: 'attendance_corrections', method: 'POST', body }),
      invalidatesTags: ['AttendanceCorrections'],
    }),
    decideAttendanceCorrection: build.mutation<
      MessageResponse,
      { correctionId: number; decision: CorrectionDecision; comment?: string }
    >({
      query: ({ correctionId, decision, comment }) => ({
        url: `attendance_corrections/${correctionId}/${decision}`,
        method: 'POST',
        body: comment ? { comment } : {},
      }),
      // An approval amends the day's record: the logs, the status card and the home dashboard read it.
      invalidatesTags: ['AttendanceCorrections', 'Attendance', 'AttendanceStatus', 'Dashboard'],
    }),
    attendanceRevisions: build.query<AttendanceRevision[], number>({
      query: (recordId) => `attendance_logs/${recordId}/revisions`,
      providesTags: ['AttendanceCorrections'],
    }),
  }),
});

export const {
  useAttendanceCorrectionsQuery,
  useCorrectionWindowQuery,
  useRequestAttendanceCorrectionMutation,
  useDecideAttendanceCorrectionMutation,
  useAttendanceRevisionsQuery,
} = attendanceCorrectionsApi;

export type {
  AttendanceCorrection,
  AttendanceCorrectionInput,
  AttendanceCorrectionsQuery,
  AttendanceRevision,
  CorrectionWindow,
} from 'api-contract';

export type CorrectionDecision = 'approve' | 'reject';

export type { AttendanceCorrection, AttendanceRevision } from 'api-contract';

export type CorrectionDecision = 'approve' | 'reject';

import { errorFactory, type ErrorTexts } from '../../lib/app-error';

/** Refusals of this module, by stable code (api/src/error-codes.ts lists every module's). */
export const REPORT_ERRORS = {
  'report.end_before_start': 'The end date must be on or after the start date.',
  'report.range_too_long': 'A report covers at most 10 years.',
  'report.department_not_found': 'Department not found.',
  'report.employee_not_found': 'Employee not found.',
  'report.outside_team': 'You can only report on your own team and its departments.',
} as const satisfies ErrorTexts;

export const reportError = errorFactory(REPORT_ERRORS);

export const MAX_REPORT_DAYS = 3660;

/** The Summary sheet and the cards say the same things. */
export const CARD_LABELS = {
  totalDepartments: 'Departments',
  totalPresent: 'Present',
  totalAbsent: 'Absent',
  totalNotYetIn: 'Not Yet In',
  totalOnLeave: 'On Leave',
  arrivalEarly: 'Arrival Early',
} as const;

/** Summary rows of the records clocked without face check (migration 028), by review. */
export const FACE_REVIEW_LABELS = {
  pending_review: 'Without face check, unreviewed',
  verified_by_manager: 'Without face check, accepted',
  voided: 'Without face check, voided',
} as const;

/** The Detail sheet's Verification cell: how the record's clock action was proven, and its review. */
export const VERIFICATION_LABELS = {
  face: 'Face',
  'pending review': FACE_REVIEW_LABELS.pending_review,
  'verified by manager': FACE_REVIEW_LABELS.verified_by_manager,
  voided: FACE_REVIEW_LABELS.voided,
} as const;

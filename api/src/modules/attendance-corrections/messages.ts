import { errorFactory, type ErrorTexts } from '../../lib/app-error';

export const CORRECTION_MESSAGES = {
  submitted: 'Correction request submitted.',
  approved: 'Correction request approved.',
  rejected: 'Correction request rejected.',
} as const;

/** Refusals of this module, by stable code (api/src/error-codes.ts lists every module's). */
export const CORRECTION_ERRORS = {
  'correction.no_time': 'Give a clock in time, a clock out time or both.',
  'correction.reason_required': 'Please give a reason for the correction.',
  'correction.future_date': 'Only past days and today can be corrected.',
  'correction.outside_window': ({ days }: { days: number }) => `Only the last ${days} days can be corrected.`,
  'correction.before_hire': ({ hireDate }: { hireDate: string }) => `This day is before your hire date (${hireDate}).`,
  'correction.future_time': 'A corrected time cannot be in the future.',
  'correction.out_before_in': 'The clock out time must be after the clock in time.',
  'correction.needs_clock_in': 'There is no record of this day: give a clock in time.',
  'correction.pending_exists': 'You already have an open correction request for this day.',
  'correction.not_found': 'Correction request not found.',
  'correction.own_request': 'You cannot decide on your own correction request.',
  'correction.already_decided': ({ status }: { status: string }) => `This correction request is already ${status}.`,
  'correction.record_not_found': 'Attendance record not found.',
} as const satisfies ErrorTexts;

export const correctionError = errorFactory(CORRECTION_ERRORS);

/** Longest reason or comment kept; longer text is refused by the schema. */
export const CORRECTION_TEXT_MAX_LENGTH = 1000;
/** The newest requests a list returns at most. */
export const MAX_CORRECTION_ROWS = 1000;
export const CORRECTION_STATUSES = ['pending', 'approved', 'rejected'] as const;

import { errorFactory, type ErrorTexts } from '../../lib/app-error';

/** A year at most: longer absences are a contract matter, not a leave request. */
export const MAX_LEAVE_DAYS = 366;

export const LEAVE_MESSAGES = {
  submitted: 'Leave request submitted successfully.',
  approved: 'Leave request approved.',
  rejected: 'Leave request rejected.',
  noManager: 'You have no manager assigned; your leave requests go to an administrator.',
} as const;

/** Refusals of this module, by stable code (api/src/error-codes.ts lists every module's). */
export const LEAVE_ERRORS = {
  'leave.end_before_start': 'End date cannot be before start date.',
  'leave.start_in_past': 'Leave cannot start in the past for this leave type.',
  'leave.unknown_type': ({ name }: { name: string }) => `Unknown leave type "${name}".`,
  'leave.half_days_not_allowed': ({ name }: { name: string }) => `Half days are not allowed for ${name} leave.`,
  'leave.two_halves_one_day': 'A one-day request is a half day or a whole day: choose one half.',
  'leave.hours_one_day': 'Hourly leave starts and ends on the same day: request each day separately.',
  'leave.hours_required': ({ name }: { name: string }) =>
    `${name} leave is taken in hours: give a start and an end time.`,
  'leave.hours_not_allowed': ({ name }: { name: string }) =>
    `${name} leave is taken in days: leave out the start and end times.`,
  'leave.end_time_before_start': 'The end time must be after the start time.',
  'leave.too_long': `A leave request covers at most ${MAX_LEAVE_DAYS} days.`,
  'leave.overlap': ({ start, end, status }: { start: string; end: string; status: string }) =>
    `These dates overlap your leave request from ${start} to ${end} (${status}).`,
  'leave.overlap_hours': ({ day, from, to, status }: { day: string; from: string; to: string; status: string }) =>
    `These times overlap your leave request on ${day} from ${from} to ${to} (${status}).`,
  'leave.not_found': 'Leave request not found.',
  'leave.own_request': 'You cannot decide on your own leave request.',
  'leave.already_decided': ({ status }: { status: string }) => `This leave request is already ${status}.`,
  'leave.awaiting_admin': 'This leave request has passed the manager stage and is waiting for an administrator.',
} as const satisfies ErrorTexts;

export const leaveError = errorFactory(LEAVE_ERRORS);

/** Longest reason or comment kept; longer text is refused by the schema. */
export const LEAVE_TEXT_MAX_LENGTH = 1000;

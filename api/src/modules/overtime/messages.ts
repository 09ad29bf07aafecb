import { errorFactory } from '../../lib/app-error';

export const OVERTIME_MESSAGES = {
  approved: 'Overtime approved.',
  rejected: 'Overtime rejected.',
  compensationChosen: (compensation: string) =>
    compensation === 'pay' ? 'You asked for this overtime to be paid.' : 'You asked for this overtime as time in lieu.',
} as const;

export const OVERTIME_ERRORS = {
  'overtime.not_found': 'Overtime not found.',
  'overtime.own': 'You cannot decide your own overtime.',
  'overtime.already_decided': ({ status }: { status: string }) => `This overtime has already been ${status}.`,
  'overtime.too_many_minutes': ({ minutes }: { minutes: number }) =>
    `Approved minutes must be between 1 and ${minutes}, the minutes of this overtime.`,
  'overtime.compensation_fixed': ({ policy }: { policy: string }) =>
    policy === 'pay'
      ? 'Overtime is paid under the company policy: it cannot become time in lieu.'
      : 'Overtime becomes time in lieu under the company policy: it cannot be paid.',
  'overtime.not_yours': 'Only the person who worked the overtime chooses how it is compensated.',
  'overtime.choice_not_offered': 'The company policy decides how overtime is compensated: there is nothing to choose.',
  'overtime.compensation_chosen': ({ compensation }: { compensation: string }) =>
    compensation === 'pay'
      ? 'The employee asked for this overtime to be paid.'
      : 'The employee asked for this overtime as time in lieu.',
  'overtime.end_before_start': 'end must be on or after start.',
  'overtime.range_too_long': 'The range may span at most 62 days.',
} as const;

export const overtimeError = errorFactory(OVERTIME_ERRORS);

export const MAX_RANGE_DAYS = 62;
export const DEFAULT_RANGE_DAYS = 31;

import { errorFactory, type ErrorTexts } from '../../lib/app-error';

export const LEAVE_BALANCE_MESSAGES = {
  adjusted: 'Leave balance adjusted.',
  carriedOver: (lines: number) => `Carry-over done: ${lines} balances carried into the next year.`,
} as const;

/** Refusals of this module, by stable code (api/src/error-codes.ts lists every module's). */
export const LEAVE_BALANCE_ERRORS = {
  'leave.insufficient_balance': ({ remaining }: { remaining: number }) =>
    `Insufficient leave balance: ${remaining} days remaining`,
  'leave.insufficient_hours': ({ minutes }: { minutes: number }) =>
    `Insufficient leave balance: ${hoursText(minutes)} remaining`,
  'leave_balance.bad_hours': 'Hourly leave starts and ends on the same day, the end time after the start time.',
  'leave_balance.minutes_for_hours': ({ name }: { name: string }) =>
    `Leave type "${name}" is counted in hours: adjust it in minutes.`,
  'leave_balance.days_for_days': ({ name }: { name: string }) =>
    `Leave type "${name}" is counted in days: adjust it in days.`,
  'leave_balance.no_time_in_lieu':
    'Time in lieu needs the active leave type "time_in_lieu" counted in hours; an administrator can restore it.',
  'leave_balance.employee_not_found': 'Employee not found.',
  'leave_balance.request_not_found': 'Leave request not found.',
  'leave_balance.end_before_start': 'End date cannot be before start date.',
  'leave_balance.not_yours': 'You may only see your own leave balances, or those of your direct reports.',
  'leave_balance.unknown_type': ({ name }: { name: string }) => `Unknown leave type "${name}".`,
  'leave_balance.not_counted': ({ name }: { name: string }) => `Leave type "${name}" is not counted against a balance.`,
  'leave_balance.reason_required': 'Please give a reason for the adjustment.',
  'leave_balance.zero_days': 'An adjustment must add or remove some days.',
} as const satisfies ErrorTexts;

/** Minutes as the screens write them: `7 h 30 min`, `-1 h 05 min`. */
export function hoursText(minutes: number): string {
  const whole = Math.round(Math.abs(minutes));
  const text = `${Math.floor(whole / 60)} h ${String(whole % 60).padStart(2, '0')} min`;
  return minutes < 0 ? `-${text}` : text;
}

export const leaveBalanceError = errorFactory(LEAVE_BALANCE_ERRORS);

import { errorFactory, type ErrorTexts } from '../../lib/app-error';

export const PAY_PERIOD_MESSAGES = {
  created: (count: number) => (count === 1 ? '1 pay period added.' : `${count} pay periods added.`),
  submitted: 'Timesheet submitted.',
  approved: 'Timesheet approved.',
  locked: (name: string) => `Pay period ${name} locked.`,
  unlocked: (name: string) => `Pay period ${name} unlocked.`,
} as const;

/** Refusals of this module, by stable code (api/src/error-codes.ts lists every module's). */
export const PAY_PERIOD_ERRORS = {
  'pay_period.not_found': 'Pay period not found.',
  'pay_period.employee_not_found': 'Employee not found.',
  'pay_period.semimonthly_start': 'Semi-monthly periods start on the 1st or the 16th of a month.',
  'pay_period.monthly_start': 'Monthly periods are calendar months: they start on the 1st.',
  'pay_period.gap': ({ latest, next, start }: { latest: string; next: string; start: string }) =>
    `The latest pay period ends on ${latest}: the next one must start on ${next}, not ${start} (that would leave a gap).`,
  'pay_period.overlap': ({ latest, next, start }: { latest: string; next: string; start: string }) =>
    `The latest pay period ends on ${latest}: the next one must start on ${next}, not ${start} (that would overlap).`,
  'pay_period.too_late': 'Pay periods end by 2100-12-31.',
  'pay_period.not_yours': "You may sign off only your own timesheet or your direct reports'.",
  'pay_period.not_approver': "Only the employee's manager or an admin may approve their timesheet.",
  'pay_period.already_submitted': 'This timesheet is already submitted.',
  'pay_period.already_approved': 'This timesheet is already approved.',
  'pay_period.not_submitted': 'This timesheet has not been submitted yet.',
  'pay_period.not_locked': ({ name }: { name: string }) => `Pay period ${name} is not locked.`,
  'pay_period.open_corrections': ({ name, corrections }: { name: string; corrections: string }) =>
    `Pay period ${name} has open corrections: ${corrections}. Approve or reject them before locking.`,
  'pay_period.reason_required': 'Please give a reason for unlocking.',
} as const satisfies ErrorTexts;

export const payPeriodError = errorFactory(PAY_PERIOD_ERRORS);
/** 'Pay period <name> is locked.': also what the database's lock triggers answer (db/pay-period-locked.ts). */
export { payPeriodLockedError } from '../../db/pay-period-locked';

/** At most this many periods per request: two years of semi-monthly ones. */
export const MAX_NEW_PERIODS = 24;
/** The open corrections a refused lock names; more are counted. */
export const LISTED_CORRECTIONS = 10;

import { errorFactory, type ErrorTexts } from '../lib/app-error';

/** The SQLSTATE the pay-period lock triggers raise (migration 038); DETAIL carries the period's name. */
export const PAY_PERIOD_LOCKED_SQLSTATE = 'PPLCK';

/** Kept below the modules: the error handler answers the triggers' refusal on any route with it. */
export const PAY_PERIOD_LOCK_ERRORS = {
  'pay_period.locked': ({ name }: { name: string }) => `Pay period ${name} is locked.`,
} as const satisfies ErrorTexts;

export const payPeriodLockedError = errorFactory(PAY_PERIOD_LOCK_ERRORS);

/** The name of the locked period a write was refused for, or null for any other error. */
export function lockedPayPeriod(err: unknown): string | null {
  if (typeof err !== 'object' || err === null) return null;
  const { code, detail } = err as { code?: unknown; detail?: unknown };
  return code === PAY_PERIOD_LOCKED_SQLSTATE && typeof detail === 'string' ? detail : null;
}

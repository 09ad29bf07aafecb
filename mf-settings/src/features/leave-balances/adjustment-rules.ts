import { MAX_ADJUSTMENT_DAYS, MAX_ADJUSTMENT_MINUTES } from './constants';
import { BALANCE_MESSAGES as M } from './messages';

/** The first rule of the api's (leave-balances adjustment-service.ts) the adjustment breaks, or null. */
export function adjustmentError(days: number | null, reason: string, hourly = false): string | null {
  if (!reason.trim()) return M.reasonRequired;
  if (days === null || days === 0) return M.zeroDays;
  if (hourly) return Math.abs(days) > MAX_ADJUSTMENT_MINUTES || !Number.isInteger(days) ? M.minutesStep : null;
  if (Math.abs(days) > MAX_ADJUSTMENT_DAYS || !Number.isInteger(days * 2)) return M.daysStep;
  return null;
}

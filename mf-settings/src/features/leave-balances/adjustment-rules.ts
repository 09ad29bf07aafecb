import { MAX_ADJUSTMENT_DAYS, MAX_ADJUSTMENT_MINUTES } from './constants';

/** A broken rule, by its text's key under the catalogue's `balances`. */
export type AdjustmentRule = 'reasonRequired' | 'zeroDays' | 'minutesStep' | 'daysStep';

/** The first rule of the api's (leave-balances adjustment-service.ts) the adjustment breaks, or null. */
export function adjustmentError(days: number | null, reason: string, hourly = false): AdjustmentRule | null {
  if (!reason.trim()) return 'reasonRequired';
  if (days === null || days === 0) return 'zeroDays';
  if (hourly) return Math.abs(days) > MAX_ADJUSTMENT_MINUTES || !Number.isInteger(days) ? 'minutesStep' : null;
  if (Math.abs(days) > MAX_ADJUSTMENT_DAYS || !Number.isInteger(days * 2)) return 'daysStep';
  return null;
}

import type { PayPeriod } from './types';

/** Where the next period must start: the day after the latest one ends; the 1st of this month when there is none. */
export function nextStart(periods: readonly PayPeriod[] | undefined, today: string): string {
  const latest = periods?.reduce<string | null>((end, p) => (end && end > p.end_date ? end : p.end_date), null);
  if (!latest) return `${today.slice(0, 7)}-01`;
  const next = new Date(`${latest}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}

/** The calendar the api keeps: older or later dates are typos or probes, and PostgreSQL's year 0 does not exist. */
export const EARLIEST_DATE = '1900-01-01';
export const LATEST_DATE = '2100-12-31';

/** A real YYYY-MM-DD date (no 30 February) within EARLIEST_DATE..LATEST_DATE. */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || value < EARLIEST_DATE || value > LATEST_DATE) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

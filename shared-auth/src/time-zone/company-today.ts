import { companyTimeZone } from './company-time-zone';

/** The calendar date `YYYY-MM-DD` of `now` in `zone` (by default the company's). */
export function dateInZone(now: Date, zone: string): string {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' })
    .formatToParts(now)
    .reduce<Record<string, string>>((found, part) => ({ ...found, [part.type]: part.value }), {});
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** "Today" for default ranges and minimum dates: the company's date, whatever the browser's zone. */
export function companyToday(now: Date = new Date()): string {
  return dateInZone(now, companyTimeZone());
}

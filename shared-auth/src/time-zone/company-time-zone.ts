import { useSyncExternalStore } from 'react';

// The company's TIME_ZONE setting (spec: one clock, the company's). Module state of the singleton package:
// the shell sets it from GET /api/branding, every formatter of every remote reads it.
let companyZone: string | null = null;
const listeners = new Set<() => void>();

// Learning it costs a new Intl.DateTimeFormat, and every render that shows a date asks: asked of Intl once.
let browserZone: string | undefined;

/** The zone the browser runs in (an IANA name), as it was when first asked. */
export function browserTimeZone(): string {
  browserZone ??= Intl.DateTimeFormat().resolvedOptions().timeZone;
  return browserZone;
}

// One formatter per zone, built once: Intl refusing to build it is the check that a name is a zone, and it gives that
// zone's calendar dates, so no formatter is built only to check a name.
const calendarDates = new Map<string, Intl.DateTimeFormat | null>();

function calendarDateFormat(zone: string): Intl.DateTimeFormat | null {
  let format = calendarDates.get(zone);
  if (format === undefined) {
    try {
      format = new Intl.DateTimeFormat('en-US', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' });
    } catch {
      format = null;
    }
    calendarDates.set(zone, format);
  }
  return format;
}

export function isTimeZone(zone: unknown): zone is string {
  return typeof zone === 'string' && zone !== '' && calendarDateFormat(zone) !== null;
}

/** Sets the company's zone; anything that is not an IANA zone name means "not known": the browser's zone is used. */
export function setCompanyTimeZone(zone: string | null | undefined): void {
  const next = isTimeZone(zone) ? zone : null;
  if (next === companyZone) return;
  companyZone = next;
  for (const listener of listeners) listener();
}

/** The zone every date and time is shown in: the company's, else the browser's. */
export function companyTimeZone(): string {
  return companyZone ?? browserTimeZone();
}

export function subscribeToCompanyTimeZone(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The calendar date `YYYY-MM-DD` of `now` in `zone` (by default the company's). */
export function dateInZone(now: Date, zone: string): string {
  const format = calendarDateFormat(zone);
  if (!format) throw new RangeError(`Invalid time zone specified: ${zone}`);
  const parts = format
    .formatToParts(now)
    .reduce<Record<string, string>>((found, part) => ({ ...found, [part.type]: part.value }), {});
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** The calendar date `days` after `date` (both YYYY-MM-DD; negative: before), counted in UTC so no zone shifts it. */
export function addDays(date: string, days: number): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

/** "Today" for default ranges and minimum dates: the company's date, whatever the browser's zone. */
export function companyToday(now: Date = new Date()): string {
  return dateInZone(now, companyTimeZone());
}

/** The company's zone (the browser's while unknown); the component renders again when it changes. */
export function useCompanyTimeZone(): string {
  return useSyncExternalStore(subscribeToCompanyTimeZone, companyTimeZone);
}

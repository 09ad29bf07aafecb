// Calendar dates as the api writes them (YYYY-MM-DD), counted in UTC so no zone or summer-time change shifts a day.
import { addDays } from 'shared-auth';

const toTime = (date: string) => Date.parse(`${date}T00:00:00Z`);
const fromTime = (time: number) => new Date(time).toISOString().slice(0, 10);

// Re-exported: the scheduling screens import their date helpers from here.
export { addDays };

/** 0 for Monday ... 6 for Sunday. */
export function weekdayIndex(date: string): number {
  return (new Date(toTime(date)).getUTCDay() + 6) % 7;
}

/** The Monday of `date`'s week. */
export function weekStart(date: string): string {
  return addDays(date, -weekdayIndex(date));
}

export function monthStart(date: string): string {
  return `${date.slice(0, 7)}-01`;
}

/** The dates from `start` to `end`, both included. */
export function datesBetween(start: string, end: string): string[] {
  const dates: string[] = [];
  for (let date = start; date <= end; date = addDays(date, 1)) dates.push(date);
  return dates;
}

export type RosterView = 'week' | 'month';

/** The first and last day a view shows around `anchor`. */
export function viewRange(view: RosterView, anchor: string): { start: string; end: string } {
  if (view === 'week') {
    const start = weekStart(anchor);
    return { start, end: addDays(start, 6) };
  }
  const start = monthStart(anchor);
  const nextMonth = new Date(toTime(start));
  nextMonth.setUTCMonth(nextMonth.getUTCMonth() + 1);
  return { start, end: addDays(fromTime(nextMonth.getTime()), -1) };
}

/** The anchor one view before (-1) or after (+1). */
export function stepView(view: RosterView, anchor: string, step: -1 | 1): string {
  if (view === 'week') return addDays(weekStart(anchor), 7 * step);
  const date = new Date(toTime(monthStart(anchor)));
  date.setUTCMonth(date.getUTCMonth() + step);
  return fromTime(date.getTime());
}

// The api's weekday names (bulk assignment), Monday first; what a person reads is `weekdayLabel`'s.
export const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;

/** A calendar date written in `locale` (the page's language: `intlLocale(useLanguage())`), whatever the zone. */
const written = (date: string, locale: string, options: Intl.DateTimeFormatOptions) =>
  new Date(toTime(date)).toLocaleDateString(locale, { ...options, timeZone: 'UTC' });

/** `Mon` for 0 ... `Sun` for 6 (a week of March 2027 that starts on a Monday). */
export function weekdayLabel(index: number, locale = 'en-US'): string {
  return written(addDays('2027-03-01', index), locale, { weekday: 'short' });
}

/** `Mon 3` in a column head; `Monday, March 3, 2027` where there is room. */
export function shortDay(date: string, locale = 'en-US'): string {
  return `${weekdayLabel(weekdayIndex(date), locale)} ${written(date, locale, { day: 'numeric' })}`;
}

export function longDay(date: string, locale = 'en-US'): string {
  return written(date, locale, { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' });
}

/** `March 2027` or `Mar 1 – Mar 7, 2027`. */
export function rangeTitle(view: RosterView, start: string, end: string, locale = 'en-US'): string {
  if (view === 'month') return written(start, locale, { month: 'long', year: 'numeric' });
  return `${written(start, locale, { month: 'short', day: 'numeric' })} – ${written(end, locale, { month: 'short', day: 'numeric', year: 'numeric' })}`;
}

/** `22:00–06:00`: the api's HH:MM or HH:MM:SS times, seconds dropped. */
export function shiftTimes(start: string, end: string): string {
  return `${start.slice(0, 5)}–${end.slice(0, 5)}`;
}

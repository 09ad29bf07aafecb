import { addDays, parseClock, zonedTime } from '../../lib/time-zone';

/** A type's times on a date: the instants the wall clock of the company's zone shows them (DST included). */
export function shiftInstants(
  shiftDate: string,
  type: { start_time: string; end_time: string },
  timeZone: string,
): { startsAt: Date; endsAt: Date } {
  const start = parseClock(type.start_time);
  const end = parseClock(type.end_time);
  // An end at or before the start is on the next day (22:00-06:00).
  const endDate = end <= start ? addDays(shiftDate, 1) : shiftDate;
  return { startsAt: zonedTime(shiftDate, start, timeZone), endsAt: zonedTime(endDate, end, timeZone) };
}

/** 'HH:MM:SS' or 'HH:MM' -> 'HH:MM'. */
export const clock = (time: string) => time.slice(0, 5);

const wallClocks = new Map<string, Intl.DateTimeFormat>();

/** The wall-clock time 'HH:MM' an instant shows in the zone. */
export function wallClock(instant: Date, timeZone: string): string {
  let format = wallClocks.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    wallClocks.set(timeZone, format);
  }
  return format.format(instant);
}

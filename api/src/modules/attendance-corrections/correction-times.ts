import { parseClock, zonedTime } from '../../lib/time-zone';

/** 'HH:MM' on `date` as the wall clock in `timeZone` reads it (a day's times never cross midnight). */
export function instantOn(date: string, time: string | null | undefined, timeZone: string): Date | null {
  return time ? zonedTime(date, parseClock(time), timeZone) : null;
}

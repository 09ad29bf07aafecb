import { localDate, zonedTime } from '../../lib/time-zone';
import { nearestWithin, type Point } from '../geocode';
import type { AllowedLocation } from '../../db/types';
import type { AttendanceSettings } from '../settings';
import { type DayShift, shiftGrace } from '../../db/shift-of-day';

export type ClockInType = 'in office' | 'remote';

const MINUTE_MS = 60_000;

/** The record a clock action belongs to: one per employee and calendar date in the company time zone. */
export function attendanceDate(now: Date, settings: Pick<AttendanceSettings, 'timeZone'>): string {
  return localDate(now, settings.timeZone);
}

/**
 * After start + grace is late, before start is early, else on time. Minutes are
 * whole minutes as the wall clock reads them: 08:59:30 is 1 min early, 09:12:59 is 12 min late.
 */
export function discrepancy(
  checkIn: Date,
  settings: Pick<AttendanceSettings, 'timeZone' | 'workStartMinutes' | 'graceMinutes'>,
): string {
  const start = zonedTime(attendanceDate(checkIn, settings), settings.workStartMinutes, settings.timeZone);
  const minutes = Math.floor((checkIn.getTime() - start.getTime()) / MINUTE_MS);
  if (minutes > settings.graceMinutes) return `late by ${minutes} min`;
  if (minutes < 0) return `early by ${-minutes} min`;
  return 'on time';
}

/**
 * An arrival against the person's published shift: after start + grace (the shift's, else GRACE_MINUTES) is late;
 * any time before that is on time, so 21:55 for a 22:00 shift is on time (clocking in too early is refused instead).
 */
export function shiftDiscrepancy(
  checkIn: Date,
  shift: Pick<DayShift, 'starts_at' | 'grace_minutes'>,
  settings: Pick<AttendanceSettings, 'graceMinutes'>,
): string {
  const minutes = Math.floor((checkIn.getTime() - shift.starts_at.getTime()) / MINUTE_MS);
  return minutes > shiftGrace(shift, settings.graceMinutes) ? `late by ${minutes} min` : 'on time';
}

/** In office when within the geofence radius of one of the employee's allowed locations. */
export function clockInType(
  position: Point,
  locations: readonly AllowedLocation[],
  settings: Pick<AttendanceSettings, 'geofenceRadiusMeters'>,
): ClockInType {
  return nearestWithin(position, locations, settings.geofenceRadiusMeters) ? 'in office' : 'remote';
}

/**
 * When a record left open is closed: AUTO_CLOCK_OUT_AFTER_MINUTES after the end of its day (its published shift's
 * end, else WORK_END_TIME on its local date), or, for a clock-in later than that, as many minutes after the clock-in
 * (a record never closes before it opens). auto-close-sql.ts applies the same rule in SQL.
 */
export function autoClockOutAt(
  record: { attendanceDate: string; checkIn: Date; shiftEnd?: Date | null },
  settings: Pick<AttendanceSettings, 'timeZone' | 'workEndMinutes' | 'autoClockOutAfterMinutes'>,
): Date {
  const after = settings.autoClockOutAfterMinutes;
  const closesAt = record.shiftEnd
    ? new Date(record.shiftEnd.getTime() + after * MINUTE_MS)
    : zonedTime(record.attendanceDate, settings.workEndMinutes + after, settings.timeZone);
  return new Date(Math.max(closesAt.getTime(), record.checkIn.getTime() + after * MINUTE_MS));
}

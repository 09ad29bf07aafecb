import type { DayShift } from '../../db/shift-of-day';
import type { StatusDay } from './attendance-repository';
import { addDays, localClock, zonedTime } from '../../lib/time-zone';
import type { AttendanceSettings } from '../settings';
import { attendanceDate } from './attendance-rules';
import { attendanceError } from './messages';

/*
 * Which attendance date a clock action belongs to when the person works shifts. A shift belongs to the date it
 * starts on: a night shift clocked in at 21:55 on the 5th and out at 06:02 on the 6th is one record of the 5th.
 * Without a published shift around `now` the company date decides, as for everyone without shifts.
 */

const MINUTE_MS = 60_000;

type ShiftSettings = Pick<AttendanceSettings, 'timeZone' | 'earlyClockInMinutes'>;

/** The dates whose shifts can own a clock action at `now`: yesterday's night shift to tomorrow's early one. */
export function shiftDatesAround(now: Date, settings: Pick<AttendanceSettings, 'timeZone'>) {
  const today = attendanceDate(now, settings);
  return { first: addDays(today, -1), last: addDays(today, 1) };
}

function opensAt(shift: Pick<DayShift, 'starts_at'>, settings: ShiftSettings): number {
  return shift.starts_at.getTime() - settings.earlyClockInMinutes * MINUTE_MS;
}

/**
 * A clock-in's date and shift: the shift it opens (from EARLY_CLOCK_IN_MINUTES before its start until its end),
 * else today's. Refused, nothing written, when today's shift is still more than EARLY_CLOCK_IN_MINUTES away.
 */
export function clockInDay(now: Date, shifts: readonly DayShift[], settings: ShiftSettings) {
  const current = shifts.find((s) => opensAt(s, settings) <= now.getTime() && now < s.ends_at);
  if (current) return { date: current.shift_date, shift: current };
  const today = attendanceDate(now, settings);
  const todays = shifts.find((s) => s.shift_date === today);
  if (todays && now.getTime() < opensAt(todays, settings)) {
    throw attendanceError(409, 'attendance.too_early_for_shift', {
      start: localClock(todays.starts_at, settings.timeZone),
      from: localClock(new Date(opensAt(todays, settings)), settings.timeZone),
    });
  }
  return { date: today, shift: todays };
}

/** Yesterday's published shift when it runs past midnight into today: its open record is closed this morning. */
export function nightShiftIntoToday(
  now: Date,
  shifts: readonly DayShift[],
  settings: Pick<AttendanceSettings, 'timeZone'>,
) {
  const today = attendanceDate(now, settings);
  const midnight = zonedTime(today, 0, settings.timeZone);
  return shifts.find((s) => s.shift_date === addDays(today, -1) && s.ends_at > midnight);
}

/**
 * The day the status card shows: yesterday's while its night shift's record runs into today and nothing of today
 * started (no record, today's shift not yet open for clock-in), else today's.
 */
export function statusDay(days: { today: StatusDay; yesterday: StatusDay }, now: Date, settings: ShiftSettings) {
  const { today, yesterday } = days;
  const midnight = zonedTime(today.attendance_date, 0, settings.timeZone);
  const nightRunsIntoToday = yesterday.record && yesterday.shift && yesterday.shift.ends_at > midnight;
  const todayOpen = today.record || (today.shift && now.getTime() >= opensAt(today.shift, settings));
  return nightRunsIntoToday && !todayOpen ? yesterday : today;
}

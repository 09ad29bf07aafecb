import type { Executor } from '../../db/types';
import { localDate, parseClock, zonedTime } from '../../lib/time-zone';
import { breakRule, type BreakRule, settingValues } from '../settings';

/** The settings every attendance figure depends on. */
export interface WorkCalendar extends BreakRule {
  timeZone: string;
  /** ISO weekdays (1 = Monday ... 7 = Sunday) of WORK_DAYS. */
  isoWorkDays: number[];
  /** WORK_START_TIME as minutes after local midnight, and GRACE_MINUTES. */
  workStartMinutes: number;
  graceMinutes: number;
  /** WORK_END_TIME as minutes after local midnight, and AUTO_CLOCK_OUT_AFTER_MINUTES: when open records close. */
  workEndMinutes: number;
  autoClockOutAfterMinutes: number;
}

const ISO_WEEKDAYS: Record<string, number> = { Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6, Sun: 7 };

export async function loadWorkCalendar(db: Executor): Promise<WorkCalendar> {
  const values = await settingValues(db);
  const workDays = values.WORK_DAYS.split(',');
  return {
    timeZone: values.TIME_ZONE,
    isoWorkDays: workDays.map((day) => ISO_WEEKDAYS[day.trim()]).filter((day): day is number => day !== undefined),
    workStartMinutes: parseClock(values.WORK_START_TIME),
    graceMinutes: Number(values.GRACE_MINUTES),
    workEndMinutes: parseClock(values.WORK_END_TIME),
    autoClockOutAfterMinutes: Number(values.AUTO_CLOCK_OUT_AFTER_MINUTES),
    ...breakRule(values),
  };
}

/** "Today" is the calendar date in the company time zone. */
export function companyToday(calendar: WorkCalendar, now: Date = new Date()): string {
  return localDate(now, calendar.timeZone);
}

/**
 * Today (company date) while its absences are not yet counted: until an arrival would be late, i.e. the first
 * whole minute after WORK_START_TIME + GRACE_MINUTES (the discrepancy's rule: 09:10:59 is still on time).
 * Null once that moment has passed: from then on, whoever has not clocked in is absent.
 */
export function notYetJudgedDay(calendar: WorkCalendar, now: Date = new Date()): string | null {
  const today = companyToday(calendar, now);
  const lateFrom = zonedTime(today, calendar.workStartMinutes + calendar.graceMinutes + 1, calendar.timeZone);
  return now.getTime() < lateFrom.getTime() ? today : null;
}

import type { Executor } from '../../db/types';
import { localDate } from '../../lib/time-zone';
import { listSettings } from '../settings/settings-repository';

/** The settings every attendance figure depends on. */
export interface WorkCalendar {
  timeZone: string;
  /** ISO weekdays (1 = Monday ... 7 = Sunday) of WORK_DAYS. */
  isoWorkDays: number[];
}

const ISO_WEEKDAYS: Record<string, number> = { Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6, Sun: 7 };
// The defaults of migration 005, should a row be missing.
const DEFAULT_TIME_ZONE = 'Europe/London';
const DEFAULT_WORK_DAYS = 'Mon,Tue,Wed,Thu,Fri';

export async function loadWorkCalendar(db: Executor): Promise<WorkCalendar> {
  const settings = new Map((await listSettings(db)).map((s) => [s.setting_key, s.setting_value]));
  const workDays = (settings.get('WORK_DAYS') || DEFAULT_WORK_DAYS).split(',');
  return {
    timeZone: settings.get('TIME_ZONE') || DEFAULT_TIME_ZONE,
    isoWorkDays: workDays.map((day) => ISO_WEEKDAYS[day.trim()]).filter((day): day is number => day !== undefined),
  };
}

/** "Today" is the calendar date in the company time zone. */
export function companyToday(calendar: WorkCalendar, now: Date = new Date()): string {
  return localDate(now, calendar.timeZone);
}

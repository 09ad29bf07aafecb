import type { Executor } from '../../db/types';
import { addDays } from '../../lib/time-zone';
import { attendanceDate } from '../attendance';
import { loadAttendanceSettings } from '../settings';
import { settingValues } from '../settings';
import { hireDateOf } from './correction-repository';

export interface CorrectionWindow {
  windowDays: number;
  /** The company's date now: the last day that may be corrected. */
  today: string;
  /** The first day CORRECTION_WINDOW_DAYS allows (today counts as the first of the window's days). */
  windowStart: string;
  hireDate: string | null;
}

/** The days an employee may ask to correct now; the request service and the form read the same limits. */
export async function correctionWindow(db: Executor, employeeId: number, now: Date): Promise<CorrectionWindow> {
  const settings = await loadAttendanceSettings(db);
  const windowDays = Number((await settingValues(db)).CORRECTION_WINDOW_DAYS);
  const today = attendanceDate(now, settings);
  return {
    windowDays,
    today,
    windowStart: addDays(today, 1 - windowDays),
    hireDate: await hireDateOf(db, employeeId),
  };
}

/** The window as the form limits its date: the later of its first day and the hire date, to today. */
export async function correctionWindowDates(db: Executor, employeeId: number, now = new Date()) {
  const { windowDays, today, windowStart, hireDate } = await correctionWindow(db, employeeId, now);
  return {
    window_days: windowDays,
    first_date: hireDate && hireDate > windowStart ? hireDate : windowStart,
    last_date: today,
  };
}

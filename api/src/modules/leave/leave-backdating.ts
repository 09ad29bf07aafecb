import type { Executor } from '../../db/types';
import { AppError } from '../../lib/app-error';
import { localDate } from '../../lib/time-zone';
import { loadAttendanceSettings } from '../attendance/attendance-settings';
import { getSetting } from '../settings/settings-repository';
import { BACKDATING_SETTING, DEFAULT_BACKDATING_TYPES, LEAVE_MESSAGES as M } from './messages';

/** The LEAVE_BACKDATING_TYPES setting: leave type names, compared ignoring case. */
export async function backdatingTypes(db: Executor): Promise<Set<string>> {
  const value = (await getSetting(db, BACKDATING_SETTING)) ?? DEFAULT_BACKDATING_TYPES;
  return new Set(
    value
      .split(',')
      .map((name) => name.trim().toLowerCase())
      .filter(Boolean),
  );
}

/** Refuses a request starting before today (company date) unless its leave type may be back-dated. */
export async function assertStartAllowed(db: Executor, leaveType: string, startDate: string, now: Date): Promise<void> {
  const { timeZone } = await loadAttendanceSettings(db);
  if (startDate >= localDate(now, timeZone)) return;
  if (!(await backdatingTypes(db)).has(leaveType.toLowerCase())) throw new AppError(400, M.startInPast);
}

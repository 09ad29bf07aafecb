import type { Executor } from '../../db/types';
import { AppError } from '../../lib/app-error';
import { localDate } from '../../lib/time-zone';
import { loadAttendanceSettings } from '../attendance/attendance-settings';
import { settingValues } from '../settings/settings-catalog';
import { LEAVE_MESSAGES as M } from './messages';

/** The LEAVE_BACKDATING_TYPES setting: leave type names, compared ignoring case. */
export async function backdatingTypes(db: Executor): Promise<Set<string>> {
  const { LEAVE_BACKDATING_TYPES: value } = await settingValues(db);
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

import type { Executor } from '../../db/types';
import { AppError } from '../../lib/app-error';
import { localDate } from '../../lib/time-zone';
import { loadAttendanceSettings } from '../settings';
import type { LeavePolicyRow } from '../leave-policies';
import { LEAVE_MESSAGES as M } from './messages';

/** Refuses a request starting before today (company date) unless its policy allows back-dating. */
export async function assertStartAllowed(db: Executor, policy: LeavePolicyRow, startDate: string, now: Date) {
  const { timeZone } = await loadAttendanceSettings(db);
  if (startDate >= localDate(now, timeZone)) return;
  if (!policy.backdating_allowed) throw new AppError(400, M.startInPast);
}

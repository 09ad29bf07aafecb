import type { Executor } from '../../db/types';
import { localDate } from '../../lib/time-zone';
import { loadAttendanceSettings } from '../settings';
import type { LeavePolicyRow } from '../leave-policies';
import { leaveError } from './messages';

/** Refuses a request starting before today (company date) unless its policy allows back-dating. */
export async function assertStartAllowed(db: Executor, policy: LeavePolicyRow, startDate: string, now: Date) {
  const { timeZone } = await loadAttendanceSettings(db);
  if (startDate >= localDate(now, timeZone)) return;
  if (!policy.backdating_allowed) throw leaveError(400, 'leave.start_in_past');
}

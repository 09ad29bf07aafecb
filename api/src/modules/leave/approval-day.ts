import type { Executor } from '../../db/types';
import { localDate } from '../../lib/time-zone';
import { loadAttendanceSettings } from '../settings';

/** The company date on which approvers are judged present or away (migration 036's approver_present). */
export async function approvalDay(db: Executor, now: Date = new Date()): Promise<string> {
  const { timeZone } = await loadAttendanceSettings(db);
  return localDate(now, timeZone);
}

import type { Executor } from '../../db/types';
import { AppError } from '../../lib/app-error';
import { settingValues } from '../settings';
import { countUnusedFailures } from './fallback-repository';
import { FALLBACK_AFTER_FAILURES, FALLBACK_MESSAGES as M } from './messages';

/** Why the fallback is not offered to the employee now, or null when it is. */
async function refusal(db: Executor, employeeId: number, now: Date): Promise<string | null> {
  if ((await settingValues(db)).FACE_FALLBACK_ENABLED !== 'true') return M.disabled;
  if ((await countUnusedFailures(db, employeeId, now)) < FALLBACK_AFTER_FAILURES) return M.notOffered;
  return null;
}

/** FACE_FALLBACK_ENABLED is on and 3 failed verify_face attempts of the last 10 minutes are still unused. */
export async function isFallbackOffered(db: Executor, employeeId: number, now: Date): Promise<boolean> {
  return (await refusal(db, employeeId, now)) === null;
}

export async function assertFallbackOffered(db: Executor, employeeId: number, now: Date): Promise<void> {
  const message = await refusal(db, employeeId, now);
  if (message) throw new AppError(403, message);
}

import type { Executor } from '../../db/types';
import type { AppError } from '../../lib/app-error';
import { settingValues } from '../settings';
import { countUnusedFailures } from './fallback-repository';
import { FALLBACK_AFTER_FAILURES, fallbackError } from './messages';

/** Why the fallback is not offered to the employee now, or null when it is. */
async function refusal(db: Executor, employeeId: number, now: Date): Promise<AppError | null> {
  if ((await settingValues(db)).FACE_FALLBACK_ENABLED !== 'true') return fallbackError(403, 'face_fallback.disabled');
  if ((await countUnusedFailures(db, employeeId, now)) < FALLBACK_AFTER_FAILURES)
    return fallbackError(403, 'face_fallback.not_offered');
  return null;
}

/** FACE_FALLBACK_ENABLED is on and 3 failed verify_face attempts of the last 10 minutes are still unused. */
export async function isFallbackOffered(db: Executor, employeeId: number, now: Date): Promise<boolean> {
  return (await refusal(db, employeeId, now)) === null;
}

export async function assertFallbackOffered(db: Executor, employeeId: number, now: Date): Promise<void> {
  const error = await refusal(db, employeeId, now);
  if (error) throw error;
}

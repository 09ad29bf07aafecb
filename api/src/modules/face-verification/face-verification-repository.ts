import type { Insertable } from 'kysely';
import type { Executor, FaceVerificationsTable, Tx } from '../../db/types';
import { VERIFICATION_VALID_SECONDS } from './messages';

export type NewVerification = Omit<Insertable<FaceVerificationsTable>, 'used_at' | 'used_by_record_id'>;

export async function insertVerification(db: Executor, attempt: NewVerification): Promise<void> {
  await db.insertInto('face_verifications').values(attempt).execute();
}

// Successful, unused and at most VERIFICATION_VALID_SECONDS old at `now` (created_at is written from the same clock).
function usable(db: Executor, employeeId: number, now: Date) {
  return db
    .selectFrom('face_verifications')
    .select(['verification_id', 'spoof_score'])
    .where('employee_id', '=', employeeId)
    .where('verified', '=', true)
    .where('used_at', 'is', null)
    .where('created_at', '>', new Date(now.getTime() - VERIFICATION_VALID_SECONDS * 1000))
    .where('created_at', '<=', now)
    .orderBy('created_at', 'desc')
    .limit(1);
}

/** A read without locks, to refuse early before the address is resolved. */
export async function hasUsableVerification(db: Executor, employeeId: number, now: Date): Promise<boolean> {
  return Boolean(await usable(db, employeeId, now).executeTakeFirst());
}

/**
 * Locks the newest usable verification for this transaction. SKIP LOCKED: a concurrent clock call that
 * holds it makes this one find nothing, so one verification can never serve two clock actions.
 */
export async function lockUsableVerification(tx: Tx, employeeId: number, now: Date) {
  return usable(tx, employeeId, now).forUpdate().skipLocked().executeTakeFirst();
}

export async function markVerificationUsed(tx: Tx, verificationId: number, recordId: number, now: Date): Promise<void> {
  await tx
    .updateTable('face_verifications')
    .set({ used_at: now, used_by_record_id: recordId })
    .where('verification_id', '=', verificationId)
    .execute();
}

import type { Insertable, QueryCreator } from 'kysely';
import type { Database, Executor, FaceVerificationsTable } from '../../db/types';
import { VERIFICATION_VALID_SECONDS } from './messages';

export type NewVerification = Omit<Insertable<FaceVerificationsTable>, 'used_at' | 'used_by_record_id'>;

export async function insertVerification(db: Executor, attempt: NewVerification): Promise<void> {
  await db.insertInto('face_verifications').values(attempt).execute();
}

/**
 * The newest successful, unused verification at most VERIFICATION_VALID_SECONDS old at `now` (created_at is written
 * from the same clock), made where the clock action comes from: the employee's own device (kioskId null) or that
 * kiosk. The clock path claims it FOR UPDATE SKIP LOCKED: one verification never serves two clock actions.
 */
export function usableVerifications(db: QueryCreator<Database>, employeeId: number, now: Date, kioskId: number | null) {
  return db
    .selectFrom('face_verifications')
    .select(['verification_id', 'spoof_score'])
    .where('employee_id', '=', employeeId)
    .where('kiosk_id', kioskId === null ? 'is' : '=', kioskId)
    .where('verified', '=', true)
    .where('used_at', 'is', null)
    .where('created_at', '>', new Date(now.getTime() - VERIFICATION_VALID_SECONDS * 1000))
    .where('created_at', '<=', now)
    .orderBy('created_at', 'desc')
    .limit(1);
}

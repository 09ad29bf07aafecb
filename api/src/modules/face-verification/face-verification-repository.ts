import { sql, type Insertable, type QueryCreator } from 'kysely';
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
 * Every argument is a plain value of the statement (no branch on one, no arithmetic): the clock path prepares it.
 */
export function usableVerifications(db: QueryCreator<Database>, employeeId: number, now: Date, kioskId: number | null) {
  return db
    .selectFrom('face_verifications')
    .select(['verification_id', 'spoof_score'])
    .where('employee_id', '=', employeeId)
    .where('kiosk_id', 'is not distinct from', kioskId)
    .where('verified', '=', true)
    .where('used_at', 'is', null)
    .where(
      'created_at',
      '>',
      sql<Date>`${now}::timestamptz - make_interval(secs => ${sql.lit(VERIFICATION_VALID_SECONDS)})`,
    )
    .where('created_at', '<=', now)
    .orderBy('created_at', 'desc')
    .limit(1);
}

import type { Tx } from '../../db/types';
import type { ClockAction, ClockProof } from '../attendance';
import type { ClockClaim } from '../attendance';
import { storeFallbackPhoto } from '../face-profiles';
import { assertFallbackOffered } from './fallback-offer';
import {
  closePendingRecord,
  insertFallback,
  insertPendingRecord,
  lockUnusedFailures,
  markFailuresUsed,
} from './fallback-repository';
import { FALLBACK_AFTER_FAILURES, fallbackError } from './messages';

export interface FallbackEvidence {
  employeeId: number;
  /** The photo as storablePhoto() re-encoded it. */
  photo: Buffer;
  reason: string;
  /** Best similarity with the enrolled faces; null when the photo showed no usable face. */
  similarity: number | null;
  dataKey: Buffer;
  now: Date;
}

/**
 * A clock action without a face check: allowed while FACE_FALLBACK_ENABLED is on and the employee has 3 failed
 * verify_face attempts of the last 10 minutes that no fallback has used. In the clock transaction it locks them
 * (SKIP LOCKED: two concurrent fallbacks cannot share them), writes the record 'pending review', uses them up, and
 * stores the photo with the fallback row for the manager's review.
 */
export function fallbackProof(evidence: FallbackEvidence): ClockProof {
  const { employeeId, now } = evidence;
  async function claim(tx: Tx, action: ClockAction, write: () => Promise<number | undefined>): Promise<ClockClaim> {
    const failures = await lockUnusedFailures(tx, employeeId, now);
    if (failures.length < FALLBACK_AFTER_FAILURES) return { verificationId: null, recordId: null };
    const recordId = (await write()) ?? null;
    if (recordId !== null) {
      await markFailuresUsed(tx, failures, recordId, now);
      const photoFileId = await storeFallbackPhoto(tx, evidence.dataKey, employeeId, evidence.photo);
      const { reason, similarity } = evidence;
      await insertFallback(tx, { employeeId, recordId, action, reason, photoFileId, similarity, at: now });
    }
    return { verificationId: failures[0]!, recordId };
  }
  return {
    assertAvailable: (db) => assertFallbackOffered(db, employeeId, now),
    claimIn: (tx, clockIn) => claim(tx, 'clock_in', () => insertPendingRecord(tx, clockIn)),
    claimOut: (tx, clockOut) => claim(tx, 'clock_out', () => closePendingRecord(tx, clockOut)),
    refusal: () => fallbackError(403, 'face_fallback.not_offered'),
    auditDetails: { verification: 'pending review' },
  };
}

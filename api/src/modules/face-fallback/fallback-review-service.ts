import type { FastifyInstance } from 'fastify';
import { dataKeyRing } from '../../config';
import type { FallbackStatus } from '../../db/types';
import { canSee, type Viewer } from '../../plugins/visibility';
import { AUDIT_ACTIONS } from '../audit';
import { readFacePhoto } from '../face-profiles';
import { enrolledPhotoId } from '../face-profiles';
import {
  fallbackWithOwner,
  hasPendingFallback,
  listFallbacks,
  lockFallback,
  recordVerification,
  saveFallbackDecision,
  setRecordVerification,
} from './fallback-repository';
import { fallbackError, FALLBACK_MESSAGES as M } from './messages';

export type FallbackDecision = 'accept' | 'reject';
type Fallback = NonNullable<Awaited<ReturnType<typeof lockFallback>>>;
type Owned = Pick<Fallback, 'employee_id' | 'report_to'>;

const iso = (value: Date | null) => value?.toISOString() ?? null;

/** The reviewers' queue: the fallbacks of the viewer's direct reports (a manager) or of everyone (an admin), never their own. */
export async function listFaceFallbacks(app: FastifyInstance, viewer: Viewer, status?: FallbackStatus) {
  const rows = await listFallbacks(app.db, viewer.visibility, viewer.id, status);
  return rows.map((row) => ({
    ...row,
    clock_time: iso(row.clock_time),
    decided_at: iso(row.decided_at),
    created_at: row.created_at.toISOString(),
  }));
}

/** Who may review: a manager for direct reports, an admin anyone, nobody their own (as corrections). */
function assertMayReview<T extends Owned>(viewer: Viewer, fallback: T | undefined): asserts fallback is T {
  if (!fallback) throw fallbackError(404, 'face_fallback.not_found');
  if (fallback.employee_id === viewer.id) throw fallbackError(403, 'face_fallback.own_action');
  // A manager must not learn that clock actions of other teams exist.
  if (!canSee(viewer.visibility, fallback)) throw fallbackError(404, 'face_fallback.not_found');
}

/**
 * Accepts (the record becomes 'verified by manager' once no other fallback on it waits) or rejects (the record is
 * voided: kept, no longer presence) one pending fallback; the fallback row stays locked from the read to the write.
 */
export async function decideFaceFallback(
  app: FastifyInstance,
  viewer: Viewer,
  fallbackId: number,
  decision: FallbackDecision,
  comment: string | null | undefined,
  now = new Date(),
): Promise<string> {
  const note = comment?.trim() || null;
  await app.db.transaction().execute(async (tx) => {
    const fallback = await lockFallback(tx, fallbackId);
    assertMayReview(viewer, fallback);
    if (fallback.status !== 'pending')
      throw fallbackError(409, 'face_fallback.already_decided', { status: fallback.status });
    const { record_id: recordId, employee_id: employeeId } = fallback;
    const status = decision === 'accept' ? 'accepted' : 'rejected';
    await saveFallbackDecision(tx, fallbackId, { status, deciderId: viewer.id, comment: note, at: now });
    const before = await recordVerification(tx, recordId);
    let after = before;
    if (decision === 'reject') after = 'voided';
    else if (before === 'pending review' && !(await hasPendingFallback(tx, recordId))) after = 'verified by manager';
    if (after !== before) await setRecordVerification(tx, recordId, after);
    await app.audit.record(tx, {
      actorId: viewer.id,
      action: decision === 'accept' ? AUDIT_ACTIONS.faceFallbackAccepted : AUDIT_ACTIONS.faceFallbackRejected,
      details: {
        fallback_id: fallbackId,
        employee_id: employeeId,
        record_id: recordId,
        verification: after,
        comment: note,
      },
    });
  });
  return decision === 'accept' ? M.accepted : M.rejected;
}

/** The fallback's photo, or the employee's enrolled one next to it, decrypted for an allowed reviewer only. */
export async function fallbackPhoto(
  app: FastifyInstance,
  viewer: Viewer,
  fallbackId: number,
  which: 'submitted' | 'enrolled',
): Promise<Buffer> {
  const fallback = await fallbackWithOwner(app.db, fallbackId).executeTakeFirst();
  assertMayReview(viewer, fallback);
  const fileId = which === 'submitted' ? fallback.photo_file_id : await enrolledPhotoId(app.db, fallback.employee_id);
  const photo = fileId === null ? null : await readFacePhoto(app.db, dataKeyRing(app.config), fileId);
  if (!photo) throw fallbackError(404, 'face_fallback.photo_not_found');
  return photo;
}

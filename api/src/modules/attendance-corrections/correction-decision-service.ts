import type { FastifyInstance } from 'fastify';
import type { RecordVerification, Tx } from '../../db/types';
import { canSee, type Viewer } from '../../plugins/visibility';
import { loadAttendanceSettings } from '../settings';
import { AUDIT_ACTIONS } from '../audit';
import { emitEvent } from '../webhooks';
import { correctedDay } from './corrected-day';
import { lockCorrection, saveDecision } from './correction-repository';
import {
  amendRecord,
  insertCorrectedRecord,
  insertRevision,
  lockDayRecord,
  type LockedRecord,
} from './record-amendment';
import { correctionError, CORRECTION_MESSAGES as M } from './messages';

export type Decision = 'approve' | 'reject';
/** Who changes the record, and when (one instant for the decision and the record's revision). */
interface Change {
  id: number;
  at: Date;
}
type Correction = NonNullable<Awaited<ReturnType<typeof lockCorrection>>>;

/** Who may decide: a manager for direct reports, an admin anyone, nobody their own (as leave-status.ts). */
function assertMayDecide(decider: Viewer, correction: Correction): void {
  if (correction.employee_id === decider.id) throw correctionError(403, 'correction.own_request');
  // A manager must not learn that requests of other teams exist.
  if (!canSee(decider.visibility, correction)) throw correctionError(404, 'correction.not_found');
  if (correction.status !== 'pending')
    throw correctionError(409, 'correction.already_decided', { status: correction.status });
}

const times = (checkIn: Date, checkOut: Date | null, verification?: RecordVerification) => ({
  check_in_time: checkIn.toISOString(),
  check_out_time: checkOut?.toISOString() ?? null,
  ...(verification ? { verification } : {}),
});

interface Applied {
  recordId: number;
  before: ReturnType<typeof times> | null;
  after: ReturnType<typeof times>;
}

const requested = (correction: Correction) => ({
  clockIn: correction.clock_in_time,
  clockOut: correction.clock_out_time,
});

/** Amends a locked record, keeping the values it replaces in attendance_revisions. */
async function amend(tx: Tx, correction: Correction, before: LockedRecord, decider: Change): Promise<Applied> {
  const settings = await loadAttendanceSettings(tx);
  const after = correctedDay(before, requested(correction), settings);
  await amendRecord(tx, before.record_id, after);
  const { correction_id: correctionId } = correction;
  await insertRevision(tx, { recordId: before.record_id, correctionId, changedBy: decider.id, at: decider.at, before });
  return {
    recordId: before.record_id,
    before: times(before.check_in_time, before.check_out_time, before.verification),
    after: times(after.checkIn, after.checkOut, after.reinstated ? 'verified by manager' : before.verification),
  };
}

/**
 * Applies the correction to the day's record under its row lock, or creates the record. A clock-in that created
 * the record between the lock and the insert wins the unique key; its record is then locked and amended.
 */
async function applyCorrection(tx: Tx, correction: Correction, decider: Change): Promise<Applied> {
  const { employee_id: employeeId, attendance_date: date, correction_id: correctionId } = correction;
  const existing = await lockDayRecord(tx, employeeId, date);
  if (existing) return amend(tx, correction, existing, decider);
  const day = correctedDay(undefined, requested(correction), await loadAttendanceSettings(tx));
  const recordId = await insertCorrectedRecord(tx, employeeId, date, day);
  if (recordId === undefined) {
    const raced = await lockDayRecord(tx, employeeId, date);
    if (!raced) throw new Error(`attendance record of employee ${employeeId} on ${date} vanished under lock`);
    return amend(tx, correction, raced, decider);
  }
  await insertRevision(tx, { recordId, correctionId, changedBy: decider.id, at: decider.at, before: undefined });
  return { recordId, before: null, after: times(day.checkIn, day.checkOut) };
}

/** Approves or rejects one pending request; the request row stays locked from the read to the write. */
export async function decideCorrection(
  app: FastifyInstance,
  decider: Viewer,
  correctionId: number,
  decision: Decision,
  comment: string | null | undefined,
  now = new Date(),
): Promise<string> {
  const note = comment?.trim() || null;
  await app.db.transaction().execute(async (tx) => {
    const correction = await lockCorrection(tx, correctionId);
    if (!correction) throw correctionError(404, 'correction.not_found');
    assertMayDecide(decider, correction);
    const base = {
      correction_id: correctionId,
      employee_id: correction.employee_id,
      attendance_date: correction.attendance_date,
      comment: note,
    };
    if (decision === 'reject') {
      await saveDecision(tx, correctionId, {
        status: 'rejected',
        deciderId: decider.id,
        comment: note,
        recordId: null,
        at: now,
      });
      await app.audit.record(tx, {
        actorId: decider.id,
        action: AUDIT_ACTIONS.attendanceCorrectionRejected,
        details: base,
      });
      return;
    }
    const applied = await applyCorrection(tx, correction, { id: decider.id, at: now });
    await saveDecision(tx, correctionId, {
      status: 'approved',
      deciderId: decider.id,
      comment: note,
      recordId: applied.recordId,
      at: now,
    });
    await app.audit.record(tx, {
      actorId: decider.id,
      action: AUDIT_ACTIONS.attendanceCorrectionApproved,
      details: { ...base, record_id: applied.recordId, before: applied.before, after: applied.after },
    });
    await emitEvent(app, tx, 'attendance.corrected', { ...base, record_id: applied.recordId, after: applied.after });
  });
  return decision === 'approve' ? M.approved : M.rejected;
}

import { sql } from 'kysely';
import type { Executor, FallbackStatus, RecordVerification, Tx } from '../../db/types';
import { visibleEmployee, type Visibility } from '../../plugins/visibility';
import type { ClockIn, ClockOut } from '../attendance';
import { FALLBACK_FAILURE_WINDOW_MINUTES, MAX_FALLBACK_ROWS } from './messages';

// Failed verify_face attempts of the window ending at `now` that no fallback has used yet.
function unusedFailures(db: Executor, employeeId: number, now: Date) {
  return db
    .selectFrom('face_verifications')
    .select('verification_id')
    .where('employee_id', '=', employeeId)
    .where('verified', '=', false)
    .where('used_at', 'is', null)
    .where('created_at', '>', new Date(now.getTime() - FALLBACK_FAILURE_WINDOW_MINUTES * 60_000))
    .where('created_at', '<=', now);
}

export async function countUnusedFailures(db: Executor, employeeId: number, now: Date): Promise<number> {
  return (await unusedFailures(db, employeeId, now).execute()).length;
}

/** Locks the failures (SKIP LOCKED: two concurrent fallbacks cannot both use the same ones). */
export async function lockUnusedFailures(tx: Tx, employeeId: number, now: Date): Promise<number[]> {
  const rows = await unusedFailures(tx, employeeId, now).forUpdate().skipLocked().execute();
  return rows.map((row) => row.verification_id);
}

export async function markFailuresUsed(tx: Tx, ids: number[], recordId: number, now: Date): Promise<void> {
  await tx
    .updateTable('face_verifications')
    .set({ used_at: now, used_by_record_id: recordId })
    .where('verification_id', 'in', ids)
    .execute();
}

export interface NewFallback {
  employeeId: number;
  recordId: number;
  action: 'clock_in' | 'clock_out';
  reason: string;
  photoFileId: number;
  similarity: number | null;
  at: Date;
}

export async function insertFallback(tx: Tx, fallback: NewFallback): Promise<number> {
  const row = await tx
    .insertInto('face_fallbacks')
    .values({
      employee_id: fallback.employeeId,
      record_id: fallback.recordId,
      action: fallback.action,
      reason: fallback.reason,
      photo_file_id: fallback.photoFileId,
      similarity: fallback.similarity,
      created_at: fallback.at,
    })
    .returning('fallback_id')
    .executeTakeFirstOrThrow();
  return row.fallback_id;
}

export async function setRecordVerification(tx: Tx, recordId: number, verification: RecordVerification) {
  await tx.updateTable('attendance_records').set({ verification }).where('record_id', '=', recordId).execute();
}

/** Opens the day's record 'pending review' (no face, no spoof score); undefined when the day already has one. */
export async function insertPendingRecord(tx: Tx, clockIn: ClockIn): Promise<number | undefined> {
  const row = await tx
    .insertInto('attendance_records')
    .values({
      employee_id: clockIn.employeeId,
      attendance_date: clockIn.attendanceDate,
      check_in_time: clockIn.at,
      in_latitude: clockIn.position.latitude,
      in_longitude: clockIn.position.longitude,
      in_address: clockIn.address,
      clock_in_type: clockIn.clockInType,
      discrepancy: clockIn.discrepancy,
      verification: 'pending review',
    })
    .onConflict((oc) => oc.columns(['employee_id', 'attendance_date']).doNothing())
    .returning('record_id')
    .executeTakeFirst();
  return row?.record_id;
}

/**
 * Closes the day's open record and leaves it 'pending review'; undefined when there is none. A voided record stays
 * voided: a later fallback on it does not bring it back.
 */
export async function closePendingRecord(tx: Tx, clockOut: ClockOut): Promise<number | undefined> {
  const row = await tx
    .updateTable('attendance_records')
    .set({
      check_out_time: clockOut.at,
      out_latitude: clockOut.position.latitude,
      out_longitude: clockOut.position.longitude,
      out_address: clockOut.address,
      verification: sql<RecordVerification>`case when verification = 'voided' then 'voided' else 'pending review' end`,
    })
    .where('employee_id', '=', clockOut.employeeId)
    .where('attendance_date', '=', clockOut.attendanceDate)
    .where('check_out_time', 'is', null)
    .returning('record_id')
    .executeTakeFirst();
  return row?.record_id;
}

/** The fallbacks of the people the viewer sees, but not the viewer's own, newest first. */
export async function listFallbacks(db: Executor, visibility: Visibility, viewerId: number, status?: FallbackStatus) {
  let query = db
    .selectFrom('face_fallbacks as f')
    .innerJoin('employees as e', 'e.employee_id', 'f.employee_id')
    .innerJoin('attendance_records as a', 'a.record_id', 'f.record_id')
    .select([
      'f.fallback_id',
      'f.employee_id',
      sql<string>`e.first_name || ' ' || e.last_name`.as('employee_name'),
      'f.record_id',
      'a.attendance_date',
      'f.action',
      sql<Date>`case when f.action = 'clock_in' then a.check_in_time else a.check_out_time end`.as('clock_time'),
      sql<string | null>`case when f.action = 'clock_in' then a.in_address else a.out_address end`.as('address'),
      'f.reason',
      'f.similarity',
      sql<boolean>`f.photo_file_id is not null`.as('has_photo'),
      'f.status',
      'f.decided_by',
      'f.decided_at',
      'f.comment',
      'f.created_at',
    ])
    .where(visibleEmployee(visibility, 'e'))
    .where('f.employee_id', '<>', viewerId);
  if (status) query = query.where('f.status', '=', status);
  return query.orderBy('f.created_at', 'desc').orderBy('f.fallback_id', 'desc').limit(MAX_FALLBACK_ROWS).execute();
}

/** A fallback with its employee's manager, for the access check; `lock` holds it until the transaction ends. */
export function fallbackWithOwner(db: Executor, fallbackId: number) {
  return db
    .selectFrom('face_fallbacks as f')
    .innerJoin('employees as e', 'e.employee_id', 'f.employee_id')
    .select(['f.fallback_id', 'f.employee_id', 'f.record_id', 'f.status', 'f.photo_file_id', 'e.report_to'])
    .where('f.fallback_id', '=', fallbackId);
}

export async function lockFallback(tx: Tx, fallbackId: number) {
  return fallbackWithOwner(tx, fallbackId).forUpdate('f').executeTakeFirst();
}

export async function saveFallbackDecision(
  tx: Tx,
  fallbackId: number,
  decision: { status: FallbackStatus; deciderId: number; comment: string | null; at: Date },
): Promise<void> {
  await tx
    .updateTable('face_fallbacks')
    .set({
      status: decision.status,
      decided_by: decision.deciderId,
      decided_at: decision.at,
      comment: decision.comment,
    })
    .where('fallback_id', '=', fallbackId)
    .execute();
}

/** Whether another fallback on the record still waits for its decision. */
export async function hasPendingFallback(tx: Tx, recordId: number): Promise<boolean> {
  const row = await tx
    .selectFrom('face_fallbacks')
    .select('fallback_id')
    .where('record_id', '=', recordId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Boolean(row);
}

export async function recordVerification(tx: Tx, recordId: number): Promise<RecordVerification> {
  const row = await tx
    .selectFrom('attendance_records')
    .select('verification')
    .where('record_id', '=', recordId)
    .forUpdate()
    .executeTakeFirstOrThrow();
  return row.verification;
}

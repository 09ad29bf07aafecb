import { sql } from 'kysely';
import type { CorrectionStatus, Executor, Tx } from '../../db/types';
import { visibleEmployee, type Visibility } from '../../plugins/visibility';
import { MAX_CORRECTION_ROWS } from './messages';

export interface NewCorrection {
  employeeId: number;
  attendanceDate: string;
  clockIn: Date | null;
  clockOut: Date | null;
  reason: string;
  at: Date;
}

export async function hireDateOf(db: Executor, employeeId: number): Promise<string | null> {
  const row = await db
    .selectFrom('employees')
    .select('hire_date')
    .where('employee_id', '=', employeeId)
    .executeTakeFirst();
  return row?.hire_date ?? null;
}

/** The new request's id; a second open request of the day breaks attendance_corrections_one_pending. */
export async function insertCorrection(tx: Tx, correction: NewCorrection): Promise<number> {
  const row = await tx
    .insertInto('attendance_corrections')
    .values({
      employee_id: correction.employeeId,
      attendance_date: correction.attendanceDate,
      clock_in_time: correction.clockIn,
      clock_out_time: correction.clockOut,
      reason: correction.reason,
      created_at: correction.at,
    })
    .returning('correction_id')
    .executeTakeFirstOrThrow();
  return row.correction_id;
}

/** The requests of the people the viewer sees, newest first. */
export async function listCorrections(db: Executor, visibility: Visibility, status: CorrectionStatus | undefined) {
  let query = db
    .selectFrom('attendance_corrections as c')
    .innerJoin('employees as e', 'e.employee_id', 'c.employee_id')
    .leftJoin('attendance_records as a', (join) =>
      join.onRef('a.employee_id', '=', 'c.employee_id').onRef('a.attendance_date', '=', 'c.attendance_date'),
    )
    .select([
      'c.correction_id',
      'c.employee_id',
      sql<string>`e.first_name || ' ' || e.last_name`.as('employee_name'),
      'c.attendance_date',
      'c.clock_in_time',
      'c.clock_out_time',
      'c.reason',
      'c.status',
      'c.decided_by',
      'c.decided_at',
      'c.comment',
      'c.record_id',
      'c.created_at',
      'a.record_id as day_record_id',
      'a.check_in_time as current_check_in_time',
      'a.check_out_time as current_check_out_time',
    ])
    .where(visibleEmployee(visibility, 'e'));
  if (status) query = query.where('c.status', '=', status);
  return query.orderBy('c.created_at', 'desc').orderBy('c.correction_id', 'desc').limit(MAX_CORRECTION_ROWS).execute();
}

/** Reads a request with its requester and locks it, so concurrent decisions on it run one after the other. */
export async function lockCorrection(tx: Tx, correctionId: number) {
  return tx
    .selectFrom('attendance_corrections as c')
    .innerJoin('employees as e', 'e.employee_id', 'c.employee_id')
    .select([
      'c.correction_id',
      'c.employee_id',
      'c.attendance_date',
      'c.clock_in_time',
      'c.clock_out_time',
      'c.status',
      'e.report_to',
    ])
    .where('c.correction_id', '=', correctionId)
    .forUpdate('c')
    .executeTakeFirst();
}

export async function saveDecision(
  tx: Tx,
  correctionId: number,
  decision: {
    status: CorrectionStatus;
    deciderId: number;
    comment: string | null;
    recordId: number | null;
    at: Date;
  },
): Promise<void> {
  await tx
    .updateTable('attendance_corrections')
    .set({
      status: decision.status,
      decided_by: decision.deciderId,
      decided_at: decision.at,
      comment: decision.comment,
      record_id: decision.recordId,
    })
    .where('correction_id', '=', correctionId)
    .execute();
}

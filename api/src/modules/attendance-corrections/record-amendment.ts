import type { Executor, Tx } from '../../db/types';

const RECORD_COLUMNS = [
  'record_id',
  'check_in_time',
  'check_out_time',
  'discrepancy',
  'auto_closed',
  'check_in_corrected',
  'check_out_corrected',
  'verification',
] as const;

export type LockedRecord = NonNullable<Awaited<ReturnType<typeof lockDayRecord>>>;

/** The day's record, locked until the transaction ends, so a clock action or another approval waits for it. */
export async function lockDayRecord(tx: Tx, employeeId: number, attendanceDate: string) {
  return tx
    .selectFrom('attendance_records')
    .select(RECORD_COLUMNS)
    .where('employee_id', '=', employeeId)
    .where('attendance_date', '=', attendanceDate)
    .forUpdate()
    .executeTakeFirst();
}

export async function readDayRecord(db: Executor, employeeId: number, attendanceDate: string) {
  return db
    .selectFrom('attendance_records')
    .select(RECORD_COLUMNS)
    .where('employee_id', '=', employeeId)
    .where('attendance_date', '=', attendanceDate)
    .executeTakeFirst();
}

export interface CorrectedDay {
  checkIn: Date;
  checkOut: Date | null;
  discrepancy: string;
  checkInCorrected: boolean;
  checkOutCorrected: boolean;
  /** A voided record the decider vouches for again: it becomes 'verified by manager'. */
  reinstated: boolean;
}

/** A record made by a correction; undefined when a clock-in created one first (the unique key decides). */
export async function insertCorrectedRecord(
  tx: Tx,
  employeeId: number,
  attendanceDate: string,
  day: CorrectedDay,
): Promise<number | undefined> {
  const row = await tx
    .insertInto('attendance_records')
    .values({
      employee_id: employeeId,
      attendance_date: attendanceDate,
      check_in_time: day.checkIn,
      check_out_time: day.checkOut,
      discrepancy: day.discrepancy,
      check_in_corrected: day.checkInCorrected,
      check_out_corrected: day.checkOutCorrected,
    })
    .onConflict((oc) => oc.columns(['employee_id', 'attendance_date']).doNothing())
    .returning('record_id')
    .executeTakeFirst();
  return row?.record_id;
}

/** A closed record is no longer the automatic clock-out's once its clock out was corrected. */
export async function amendRecord(tx: Tx, recordId: number, day: CorrectedDay): Promise<void> {
  await tx
    .updateTable('attendance_records')
    .set({
      check_in_time: day.checkIn,
      check_out_time: day.checkOut,
      discrepancy: day.discrepancy,
      check_in_corrected: day.checkInCorrected,
      check_out_corrected: day.checkOutCorrected,
      ...(day.checkOutCorrected ? { auto_closed: false } : {}),
      ...(day.reinstated ? { verification: 'verified by manager' as const } : {}),
    })
    .where('record_id', '=', recordId)
    .execute();
}

/** Keeps the values a correction replaced; `before` undefined: the correction created the record. */
export async function insertRevision(
  tx: Tx,
  revision: { recordId: number; correctionId: number; changedBy: number; at: Date; before: LockedRecord | undefined },
): Promise<void> {
  const { before } = revision;
  await tx
    .insertInto('attendance_revisions')
    .values({
      record_id: revision.recordId,
      correction_id: revision.correctionId,
      created_record: before === undefined,
      check_in_time: before?.check_in_time ?? null,
      check_out_time: before?.check_out_time ?? null,
      discrepancy: before?.discrepancy ?? null,
      auto_closed: before?.auto_closed ?? null,
      check_in_corrected: before?.check_in_corrected ?? null,
      check_out_corrected: before?.check_out_corrected ?? null,
      verification: before?.verification ?? null,
      changed_by: revision.changedBy,
      changed_at: revision.at,
    })
    .execute();
}

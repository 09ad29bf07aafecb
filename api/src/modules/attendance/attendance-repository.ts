import { sql } from 'kysely';
import type { AllowedLocation, Executor, Tx } from '../../db/types';
import type { Point } from '../geocode/distance';
import type { ClockInType } from './attendance-rules';
import { autoClockOutDeadline, type AutoClockOutRule } from './auto-close-sql';

export interface ClockIn {
  employeeId: number;
  attendanceDate: string;
  at: Date;
  position: Point;
  address: string | null;
  clockInType: ClockInType;
  discrepancy: string;
  spoofScore: number | null;
}

export interface ClockOut {
  employeeId: number;
  attendanceDate: string;
  at: Date;
  position: Point;
  address: string | null;
  spoofScore: number | null;
}

export async function allowedLocations(db: Executor, employeeId: number): Promise<AllowedLocation[]> {
  const row = await db
    .selectFrom('employees')
    .select('allowed_locations')
    .where('employee_id', '=', employeeId)
    .executeTakeFirst();
  return row?.allowed_locations ?? [];
}

export async function findDayRecord(db: Executor, employeeId: number, attendanceDate: string) {
  return db
    .selectFrom('attendance_records')
    .select(['record_id', 'attendance_date', 'check_in_time', 'check_out_time', 'auto_closed'])
    .where('employee_id', '=', employeeId)
    .where('attendance_date', '=', attendanceDate)
    .executeTakeFirst();
}

/** The new record's id, or undefined when the employee already has one that day (the unique key decides). */
export async function insertClockIn(tx: Tx, clockIn: ClockIn): Promise<number | undefined> {
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
      spoof_score: clockIn.spoofScore,
    })
    .onConflict((oc) => oc.columns(['employee_id', 'attendance_date']).doNothing())
    .returning('record_id')
    .executeTakeFirst();
  return row?.record_id;
}

/** Closes the day's open record; undefined when there is none. The record keeps its worst spoof score. */
export async function closeDayRecord(tx: Tx, clockOut: ClockOut): Promise<number | undefined> {
  const row = await tx
    .updateTable('attendance_records')
    .set({
      check_out_time: clockOut.at,
      out_latitude: clockOut.position.latitude,
      out_longitude: clockOut.position.longitude,
      out_address: clockOut.address,
      spoof_score: sql<number | null>`greatest(spoof_score, ${clockOut.spoofScore}::double precision)`,
    })
    .where('employee_id', '=', clockOut.employeeId)
    .where('attendance_date', '=', clockOut.attendanceDate)
    .where('check_out_time', 'is', null)
    .returning('record_id')
    .executeTakeFirst();
  return row?.record_id;
}

/** Whether an open record (everyone's, or one employee's) is past its autoClockOutAt() at `now`. */
export async function hasOverdueRecords(
  db: Executor,
  rule: AutoClockOutRule,
  now: Date,
  employeeId?: number,
): Promise<boolean> {
  let query = db
    .selectFrom('attendance_records')
    .select('record_id')
    .where('check_out_time', 'is', null)
    .where(autoClockOutDeadline(rule), '<=', now);
  if (employeeId !== undefined) query = query.where('employee_id', '=', employeeId);
  return Boolean(await query.limit(1).executeTakeFirst());
}

/**
 * Closes every open record whose autoClockOutAt() has passed at `now`, in one statement: api instances
 * sweeping at the same time update each record once (the second finds check_out_time already set).
 */
export async function closeOverdueRecords(db: Executor, rule: AutoClockOutRule, now: Date, employeeId?: number) {
  const deadline = autoClockOutDeadline(rule);
  let query = db
    .updateTable('attendance_records')
    .set({ check_out_time: deadline, auto_closed: true })
    .where('check_out_time', 'is', null)
    .where(deadline, '<=', now);
  if (employeeId !== undefined) query = query.where('employee_id', '=', employeeId);
  return query.returning(['record_id', 'employee_id', 'attendance_date', 'check_out_time']).execute();
}

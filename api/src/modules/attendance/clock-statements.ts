/**
 * The clock path's SQL, shaped for the morning rush: one read before the transaction and one statement inside it
 * besides the audit entry (bench/storm/clock-path.ts holds it against a bare handler doing the same insert).
 */
import { type InsertQueryBuilder, type QueryCreator, sql, type UpdateQueryBuilder } from 'kysely';
import { preparedStatement } from '../../db/prepared-statement';
import { type DayShift, publishedShifts } from '../../db/shift-of-day';
import type { Database, Db, Tx } from '../../db/types';
import { usableVerifications } from '../face-verification';
import type { Point } from '../geocode';
import { overdueRecords } from './attendance-repository';
import type { ClockInType } from './attendance-rules';
import type { AutoClockOutRule } from './auto-close-sql';

/** Where a clock action comes from: the employee's own device (null) or a kiosk, whose verification it must use. */
type Origin = { kioskId: number | null };

export interface ClockIn extends Origin {
  employeeId: number;
  attendanceDate: string;
  at: Date;
  position: Point;
  address: string | null;
  clockInType: ClockInType;
  discrepancy: string;
}

export interface ClockOut extends Origin {
  employeeId: number;
  attendanceDate: string;
  at: Date;
  position: Point;
  address: string | null;
}

export interface ClockContextQuery extends Origin {
  employeeId: number;
  attendanceDate: string;
  now: Date;
  rule: AutoClockOutRule;
  /** The dates whose published shifts are read with it (shiftDatesAround). */
  shiftDates: { first: string; last: string };
}

/** The person's published shifts of the dates asked, as one JSON array (the clock decides its date on them). */
function shiftsAsJson(qc: QueryCreator<Database>, q: ClockContextQuery) {
  return publishedShifts(qc)
    .clearSelect()
    .select(
      sql<ShiftJson[]>`coalesce(json_agg(json_build_object('employee_id', w.employee_id, 'shift_date', w.shift_date,
        'starts_at', w.starts_at, 'ends_at', w.ends_at, 'break_minutes', w.break_minutes,
        'grace_minutes', w.grace_minutes) order by w.shift_date), '[]')`.as('shifts'),
    )
    .where('w.employee_id', '=', q.employeeId)
    .where('w.shift_date', '>=', q.shiftDates.first)
    .where('w.shift_date', '<=', q.shiftDates.last);
}

type ShiftJson = Omit<DayShift, 'starts_at' | 'ends_at'> & { starts_at: string; ends_at: string };

/** readClockContext's one read, prepared (db/prepared-statement.ts). */
const clockContext = preparedStatement('clock-context', (qc, q: ClockContextQuery) =>
  qc
    .selectFrom('employees as e')
    .leftJoin('attendance_records as r', (join) =>
      join.onRef('r.employee_id', '=', 'e.employee_id').on('r.attendance_date', '=', q.attendanceDate),
    )
    .select((eb) => [
      'e.allowed_locations',
      'r.record_id',
      'r.attendance_date',
      'r.check_in_time',
      'r.check_out_time',
      'r.auto_closed',
      eb.exists(usableVerifications(qc, q.employeeId, q.now, q.kioskId)).as('verified'),
      eb.exists(overdueRecords(qc, q.rule, q.now).where('employee_id', '=', q.employeeId)).as('has_overdue'),
      shiftsAsJson(qc, q).as('shifts'),
    ])
    .where('e.employee_id', '=', q.employeeId),
);

/**
 * In one read: whether a usable face verification waits (no lock: the transaction claims it), the day's record,
 * the employee's allowed locations, whether a record of theirs is past its automatic clock-out, and their published
 * shifts around the day.
 */
export async function readClockContext(db: Db, query: ClockContextQuery) {
  const { attendanceDate } = query;
  const row = await clockContext.firstOrThrow(db, query);
  const { record_id, check_in_time, check_out_time, auto_closed } = row;
  const record =
    record_id === null || check_in_time === null
      ? undefined
      : {
          record_id,
          attendance_date: attendanceDate,
          check_in_time,
          check_out_time,
          auto_closed: Boolean(auto_closed),
        };
  const shifts: DayShift[] = (row.shifts ?? []).map((shift) => ({
    ...shift,
    starts_at: new Date(shift.starts_at),
    ends_at: new Date(shift.ends_at),
  }));
  return {
    verified: row.verified,
    hasOverdue: row.has_overdue,
    allowedLocations: row.allowed_locations,
    record,
    shifts,
  };
}

/** What a claiming statement did: no verification claimed, or claimed and wrote (recordId) or found the day taken. */
export interface ClockClaim {
  verificationId: number | null;
  recordId: number | null;
}

/** The verification a clock statement claims, as its CTE `v` shows it to the record's write. */
type WithClaim = Database & { v: { verification_id: number; spoof_score: number | null } };

/** The record's write of a clock statement: it reads `v` and returns the record it opened or closed. */
type RecordWrite<Values> = (
  qc: QueryCreator<WithClaim>,
  values: Values,
) =>
  | InsertQueryBuilder<WithClaim, 'attendance_records', { record_id: number }>
  | UpdateQueryBuilder<WithClaim, 'attendance_records', 'attendance_records' | 'v', { record_id: number }>;

/**
 * A prepared statement that claims the newest usable verification (skipping one another request holds), writes the
 * record with it and marks the verification used by that record: nothing is written unless the claim and the write
 * succeed.
 */
function claimAndWrite<Values extends Origin & { employeeId: number; at: Date }>(
  name: string,
  write: RecordWrite<Values>,
) {
  const statement = preparedStatement(name, (qc, who: Values) =>
    qc
      .with('v', (q) => usableVerifications(q, who.employeeId, who.at, who.kioskId).forUpdate().skipLocked())
      .with('r', (q) => write(q, who))
      .with('u', (q) =>
        q
          .updateTable('face_verifications')
          .from(['v', 'r'])
          .set((eb) => ({ used_at: who.at, used_by_record_id: eb.ref('r.record_id') }))
          .whereRef('face_verifications.verification_id', '=', 'v.verification_id')
          .returning('face_verifications.verification_id'),
      )
      .selectNoFrom((eb) => [
        eb.selectFrom('v').select('v.verification_id').as('verificationId'),
        eb.selectFrom('r').select('r.record_id').as('recordId'),
        eb.selectFrom('u').select('u.verification_id').as('used'),
      ]),
  );
  return async (tx: Tx, values: Values): Promise<ClockClaim> => {
    const row = await statement.firstOrThrow(tx, values);
    return { verificationId: row.verificationId, recordId: row.recordId };
  };
}

/** Opens the day's record with the claimed verification's spoof score (claimAndWrite). */
export const claimAndClockIn = claimAndWrite('clock-in', (qc, clockIn: ClockIn) =>
  qc
    .insertInto('attendance_records')
    .columns([
      'employee_id',
      'attendance_date',
      'check_in_time',
      'in_latitude',
      'in_longitude',
      'in_address',
      'clock_in_type',
      'discrepancy',
      'spoof_score',
    ])
    .expression((eb) =>
      eb
        .selectFrom('v')
        .select((s) => [
          s.val(clockIn.employeeId).as('employee_id'),
          s.val(clockIn.attendanceDate).as('attendance_date'),
          s.val(clockIn.at).as('check_in_time'),
          s.val(clockIn.position.latitude).as('in_latitude'),
          s.val(clockIn.position.longitude).as('in_longitude'),
          s.val(clockIn.address).as('in_address'),
          s.val(clockIn.clockInType).as('clock_in_type'),
          s.val(clockIn.discrepancy).as('discrepancy'),
          'v.spoof_score',
        ]),
    )
    .onConflict((oc) => oc.columns(['employee_id', 'attendance_date']).doNothing())
    .returning('record_id'),
);

/** Closes the day's open record, keeping its worst spoof score (claimAndWrite). */
export const claimAndClockOut = claimAndWrite('clock-out', (qc, clockOut: ClockOut) =>
  qc
    .updateTable('attendance_records')
    .from('v')
    .set((eb) => ({
      check_out_time: clockOut.at,
      out_latitude: clockOut.position.latitude,
      out_longitude: clockOut.position.longitude,
      out_address: clockOut.address,
      spoof_score: eb.fn('greatest', ['attendance_records.spoof_score', 'v.spoof_score']),
    }))
    .where('attendance_records.employee_id', '=', clockOut.employeeId)
    .where('attendance_records.attendance_date', '=', clockOut.attendanceDate)
    .where('attendance_records.check_out_time', 'is', null)
    .returning('attendance_records.record_id'),
);

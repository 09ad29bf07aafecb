import { preparedStatement } from '../../db/prepared-statement';
import { type QueryCreator, sql } from 'kysely';
import type { Database, Executor } from '../../db/types';
import { autoClockOutDeadline, type AutoClockOutRule, checkOutAsShown } from './auto-close-sql';
import type { BreakRule } from '../settings';
import { workedTimeGivenShift } from './worked-time-sql';

// Prepared: every open attendance screen polls it through current_status.
const dayRecord = preparedStatement('day-record', (qc, day: { employeeId: number; attendanceDate: string }) =>
  qc
    .selectFrom('attendance_records')
    .select([
      'record_id',
      'attendance_date',
      'check_in_time',
      'check_out_time',
      'auto_closed',
      'check_in_corrected',
      'check_out_corrected',
    ])
    .where('employee_id', '=', day.employeeId)
    .where('attendance_date', '=', day.attendanceDate),
);

/** What statusRecords reads: today's date, yesterday's, and the company zone's start of today. */
export interface StatusDays {
  employeeId: number;
  today: string;
  yesterday: string;
  /** The moment and rules the break and worked minutes are counted at (an open record's until `now`). */
  now: Date;
  rule: AutoClockOutRule & BreakRule;
}

/**
 * A record's open break start, punched break minutes and worked minutes (worked_time_given_shift() with the shift
 * the statement joined, inlined: its `until` is a column of its own, offset 0 keeps it so), counted until its
 * clock-out as shown at `now`, else `now`. A lateral row gated on the record: without one, nothing in it runs.
 */
function dayFigures(qc: QueryCreator<Database>, table: 'r' | 'yr', shift: 'w' | 'yw', days: StatusDays) {
  const shiftEnd = sql<Date | null>`${sql.ref(`${shift}.ends_at`)}`;
  const shiftBreak = sql<number | null>`${sql.ref(`${shift}.break_minutes`)}`;
  const until = sql<Date>`coalesce(${checkOutAsShown(days.rule, days.now, table, shiftEnd)}, ${days.now}::timestamptz)`;
  return qc
    .selectFrom(sql`(select ${until} as until offset 0)`.as('u'))
    .innerJoin(sql`${workedTimeGivenShift(table, sql`u.until`, days.rule, shiftBreak)}`.as('wt'), (join) =>
      join.onTrue(),
    )
    .select([
      sql<Date | null>`wt.open_break_started_at`.as('open_break_started_at'),
      sql<number | null>`wt.break_minutes`.as('break_minutes'),
      sql<number | null>`wt.worked_minutes`.as('worked_minutes'),
    ])
    .where(sql.ref(`${table}.record_id`), 'is not', null);
}

const recordColumns = [
  'record_id',
  'check_in_time',
  'check_out_time',
  'auto_closed',
  'check_in_corrected',
  'check_out_corrected',
] as const;

/**
 * current_status's one read: today's record and published shift and yesterday's, each by its unique index, with
 * their break and worked minutes; yesterday's record is looked up only when yesterday had a published shift (a night
 * shift may still be open).
 */
const statusRows = preparedStatement('status-days', (qc, days: StatusDays) =>
  qc
    .selectFrom('employees as e')
    .leftJoin('attendance_records as r', (join) =>
      join.onRef('r.employee_id', '=', 'e.employee_id').on('r.attendance_date', '=', days.today),
    )
    .leftJoin('shift_assignments as w', (join) =>
      join
        .onRef('w.employee_id', '=', 'e.employee_id')
        .on('w.shift_date', '=', days.today)
        .on('w.status', '=', 'published'),
    )
    .leftJoin('shift_assignments as yw', (join) =>
      join
        .onRef('yw.employee_id', '=', 'e.employee_id')
        .on('yw.shift_date', '=', days.yesterday)
        .on('yw.status', '=', 'published'),
    )
    .leftJoin('attendance_records as yr', (join) =>
      join.onRef('yr.employee_id', '=', 'e.employee_id').onRef('yr.attendance_date', '=', 'yw.shift_date'),
    )
    .leftJoinLateral(
      () => dayFigures(qc, 'r', 'w', days).as('t'),
      (join) => join.onTrue(),
    )
    .leftJoinLateral(
      () => dayFigures(qc, 'yr', 'yw', days).as('y'),
      (join) => join.onTrue(),
    )
    .select([
      ...recordColumns.map((column) => `r.${column}` as const),
      'w.starts_at',
      'w.ends_at',
      'w.grace_minutes',
      'yw.starts_at as y_starts_at',
      'yw.ends_at as y_ends_at',
      'yw.grace_minutes as y_grace_minutes',
      ...recordColumns.map((column) => `yr.${column} as y_${column}` as const),
      't.open_break_started_at',
      't.break_minutes',
      't.worked_minutes',
      'y.open_break_started_at as y_open_break_started_at',
      'y.break_minutes as y_break_minutes',
      'y.worked_minutes as y_worked_minutes',
    ])
    .where('e.employee_id', '=', days.employeeId),
);

/** A record and shift of one day as statusRecords returns them. */
export interface StatusDay {
  attendance_date: string;
  record:
    | {
        record_id: number;
        attendance_date: string;
        check_in_time: Date;
        check_out_time: Date | null;
        auto_closed: boolean;
        check_in_corrected: boolean;
        check_out_corrected: boolean;
        shift_ends_at: Date | null;
        /** The open break's start; the punched break minutes (null: none) and worked minutes until now. */
        open_break_started_at: Date | null;
        break_minutes: number | null;
        worked_minutes: number | null;
      }
    | undefined;
  shift: { starts_at: Date; ends_at: Date; grace_minutes: number | null } | undefined;
}

/** Today's and yesterday's record and published shift of the person, in one statement (statusRows). */
export async function statusRecords(
  db: Executor,
  days: StatusDays,
): Promise<{ today: StatusDay; yesterday: StatusDay }> {
  const row = await statusRows.firstOrThrow(db, days);
  const day = (date: string, prefix: '' | 'y_'): StatusDay => {
    const columns = row as unknown as Record<string, unknown>;
    const value = (key: string) => columns[`${prefix}${key}`];
    const startsAt = value('starts_at') as Date | null;
    const endsAt = value('ends_at') as Date | null;
    const checkIn = value('check_in_time') as Date | null;
    return {
      attendance_date: date,
      shift:
        startsAt && endsAt
          ? { starts_at: startsAt, ends_at: endsAt, grace_minutes: value('grace_minutes') as number | null }
          : undefined,
      record: checkIn
        ? {
            record_id: value('record_id') as number,
            attendance_date: date,
            check_in_time: checkIn,
            check_out_time: value('check_out_time') as Date | null,
            auto_closed: Boolean(value('auto_closed')),
            check_in_corrected: Boolean(value('check_in_corrected')),
            check_out_corrected: Boolean(value('check_out_corrected')),
            shift_ends_at: endsAt,
            open_break_started_at: value('open_break_started_at') as Date | null,
            break_minutes: value('break_minutes') as number | null,
            worked_minutes: value('worked_minutes') as number | null,
          }
        : undefined,
    };
  };
  return { today: day(days.today, ''), yesterday: day(days.yesterday, 'y_') };
}

export async function findDayRecord(db: Executor, employeeId: number, attendanceDate: string) {
  return dayRecord.first(db, { employeeId, attendanceDate });
}

/** The open records past their autoClockOutAt() at `now`. */
export function overdueRecords(db: QueryCreator<Database>, rule: AutoClockOutRule, now: Date) {
  return db
    .selectFrom('attendance_records')
    .select(['record_id', 'employee_id'])
    .where('check_out_time', 'is', null)
    .where(autoClockOutDeadline(rule), '<=', now);
}

/** Whether anyone's record is past its autoClockOutAt() at `now`. */
export async function hasOverdueRecords(db: Executor, rule: AutoClockOutRule, now: Date): Promise<boolean> {
  return Boolean(await overdueRecords(db, rule, now).limit(1).executeTakeFirst());
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

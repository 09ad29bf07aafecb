import { preparedStatement } from '../../db/prepared-statement';
import { type QueryCreator, type RawBuilder, sql } from 'kysely';
import { cachedShiftOfDay, type DayShift } from '../../db/shift-of-day';
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
 * A record's open break start, punched break minutes and worked minutes (worked_time_given_shift() with the day's
 * shift end and break, inlined: its `until` is a column of its own, offset 0 keeps it so), counted until its
 * clock-out as shown at `now`, else `now`.
 */
function dayFigures(
  qc: QueryCreator<Database>,
  days: StatusDays,
  shiftEnd: RawBuilder<Date | null>,
  shiftBreak: RawBuilder<number | null>,
) {
  const until = sql<Date>`coalesce(${checkOutAsShown(days.rule, days.now, 'r', shiftEnd)}, ${days.now}::timestamptz)`;
  return qc
    .selectFrom(sql`(select ${until} as until offset 0)`.as('u'))
    .innerJoin(sql`${workedTimeGivenShift('r', sql`u.until`, days.rule, shiftBreak)}`.as('wt'), (join) => join.onTrue())
    .select([
      sql<Date | null>`wt.open_break_started_at`.as('open_break_started_at'),
      sql<number | null>`wt.break_minutes`.as('break_minutes'),
      sql<number | null>`wt.worked_minutes`.as('worked_minutes'),
    ]);
}

const recordColumns = [
  'record_id',
  'check_in_time',
  'check_out_time',
  'auto_closed',
  'check_in_corrected',
  'check_out_corrected',
] as const;

/** The days statusRows reads, with their published shifts' end and break (null: no shift). */
interface StatusRowDays extends StatusDays {
  todayShiftEnd: Date | null;
  todayShiftBreak: number | null;
  /** Yesterday, when it had a published shift (a night shift's record may still be open); else null. */
  shiftDayBefore: string | null;
  shiftDayBeforeEnd: Date | null;
  shiftDayBeforeBreak: number | null;
}

/**
 * current_status's one read: today's record and, when yesterday had a published shift, yesterday's, each by its
 * unique index, with their break and worked minutes. The shifts come from the read cache (cachedShiftOfDay).
 */
const statusRows = preparedStatement('status-days', (qc, days: StatusRowDays) =>
  qc
    .selectFrom(
      sql<{ day_index: number; day: string; shift_ends_at: Date | null; shift_break_minutes: number | null }>`(
        select 0 as day_index, ${days.today}::date as day, ${days.todayShiftEnd}::timestamptz as shift_ends_at,
          ${days.todayShiftBreak}::int as shift_break_minutes
        union all
        select 1, ${days.shiftDayBefore}::date, ${days.shiftDayBeforeEnd}::timestamptz, ${days.shiftDayBeforeBreak}::int
      )`.as('d'),
    )
    .innerJoin('attendance_records as r', (join) =>
      join.on('r.employee_id', '=', days.employeeId).onRef('r.attendance_date', '=', 'd.day'),
    )
    .leftJoinLateral(
      () => dayFigures(qc, days, sql.ref('d.shift_ends_at'), sql.ref('d.shift_break_minutes')).as('t'),
      (join) => join.onTrue(),
    )
    .select([
      'd.day_index',
      ...recordColumns.map((column) => `r.${column}` as const),
      't.open_break_started_at',
      't.break_minutes',
      't.worked_minutes',
    ]),
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

/** Today's and yesterday's record and published shift of the person: the shifts cached, the records in one statement. */
export async function statusRecords(
  db: Executor,
  days: StatusDays,
): Promise<{ today: StatusDay; yesterday: StatusDay }> {
  const [todayShift, yesterdayShift] = await Promise.all([
    cachedShiftOfDay(db, days.employeeId, days.today),
    cachedShiftOfDay(db, days.employeeId, days.yesterday),
  ]);
  const rows = await statusRows.rows(db, {
    ...days,
    todayShiftEnd: todayShift?.ends_at ?? null,
    todayShiftBreak: todayShift?.break_minutes ?? null,
    shiftDayBefore: yesterdayShift ? days.yesterday : null,
    shiftDayBeforeEnd: yesterdayShift?.ends_at ?? null,
    shiftDayBeforeBreak: yesterdayShift?.break_minutes ?? null,
  });
  const day = (date: string, index: number, shift: DayShift | undefined): StatusDay => {
    const row = rows.find((found) => found.day_index === index);
    return {
      attendance_date: date,
      shift: shift && { starts_at: shift.starts_at, ends_at: shift.ends_at, grace_minutes: shift.grace_minutes },
      record: row && {
        record_id: row.record_id,
        attendance_date: date,
        check_in_time: row.check_in_time,
        check_out_time: row.check_out_time,
        auto_closed: Boolean(row.auto_closed),
        check_in_corrected: Boolean(row.check_in_corrected),
        check_out_corrected: Boolean(row.check_out_corrected),
        shift_ends_at: shift?.ends_at ?? null,
        open_break_started_at: row.open_break_started_at,
        break_minutes: row.break_minutes,
        worked_minutes: row.worked_minutes,
      },
    };
  };
  return { today: day(days.today, 0, todayShift), yesterday: day(days.yesterday, 1, yesterdayShift) };
}

export async function findDayRecord(db: Executor, employeeId: number, attendanceDate: string) {
  return dayRecord.first(db, { employeeId, attendanceDate });
}

/**
 * The records of attendance_records on no locked pay period's day. A forgotten record inside a locked period stays
 * open in storage (the database refuses the write; reads show it closed at its deadline all the same), and the
 * sweep and the person's next clock action close the others instead of failing on it.
 */
const outsideLockedPayPeriods = sql<boolean>`not exists (
  select 1 from pay_periods where locked_at is not null
    and attendance_records.attendance_date between pay_periods.start_date and pay_periods.end_date)`;

/** The open records past their autoClockOutAt() at `now` that may still be written. */
export function overdueRecords(db: QueryCreator<Database>, rule: AutoClockOutRule, now: Date) {
  return db
    .selectFrom('attendance_records')
    .select(['record_id', 'employee_id'])
    .where('check_out_time', 'is', null)
    .where(autoClockOutDeadline(rule), '<=', now)
    .where(outsideLockedPayPeriods);
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
    .where(deadline, '<=', now)
    .where(outsideLockedPayPeriods);
  if (employeeId !== undefined) query = query.where('employee_id', '=', employeeId);
  return query.returning(['record_id', 'employee_id', 'attendance_date', 'check_out_time']).execute();
}

import { type RawBuilder, sql } from 'kysely';
import type { Executor } from '../../db/types';
import { checkOutAsShown, workedHours } from '../attendance';
import { type DayRange, type StaffScope, staffWindows } from './attendance-definitions';
import { departmentNames, recordLocation } from '../attendance';
import type { WorkCalendar } from './work-calendar';

export interface DetailRow {
  employee_id: number;
  /** Excel serial numbers: the day, and the wall-clock times in the company time zone as fractions of a day. */
  date_serial: number;
  check_in: number;
  check_out: number | null;
  /** Worked hours, breaks deducted (worked_time() of migration 034); null while open. */
  hours: number | null;
  clock_in_type: string | null;
  location: string | null;
  discrepancy: string | null;
  /** Which side an approved correction set (not face-verified). */
  check_in_corrected: boolean;
  check_out_corrected: boolean;
  /** How the clock action was proven: 'face', or a clock action without face check and its review (migration 028). */
  verification: string;
}

/** Rows per chunk, and the moment open records are judged at (past their automatic clock-out: closed). */
interface ChunkOptions {
  size: number;
  now: Date;
}

/** Where the last chunk stopped: the employee's position in the list and the day, as its Excel serial. */
interface Cursor {
  rank: number;
  date_serial: number;
}

const EXCEL_EPOCH = sql`date '1899-12-30'`;

// Seconds since local midnight / a day: Excel's time of day (10 decimals: exact to the millisecond, and a
// shorter number to write 250,000 times). The date serial counts from 1899-12-30.
const wallClock = (instant: RawBuilder<Date | null>, timeZone: string) =>
  sql<number>`round(extract(epoch from (${instant} at time zone ${timeZone})::time) / 86400, 10)`;

// One index range scan per employee (the unique index on employee and day) reads only the records
// wanted; walking the day index instead read every employee's records of those days to keep a tenth.
function chunk(
  db: Executor,
  employeeIds: number[],
  range: DayRange,
  calendar: WorkCalendar,
  after: Cursor | null,
  { size, now }: ChunkOptions,
) {
  const checkOut = checkOutAsShown(calendar, now, 'a');
  const keyset = after
    ? sql`and s.rank >= ${after.rank} and (s.rank, a.attendance_date) > (${after.rank}, ${EXCEL_EPOCH} + ${after.date_serial}::int)`
    : sql``;
  return sql<DetailRow & Cursor>`
    select s.rank, a.employee_id, a.attendance_date - ${EXCEL_EPOCH} as date_serial,
           ${wallClock(sql`a.check_in_time`, calendar.timeZone)} as check_in,
           ${wallClock(sql`c.check_out`, calendar.timeZone)} as check_out,
           ${workedHours('a', sql`c.check_out`, calendar)} as hours,
           a.clock_in_type, ${recordLocation} as location, a.discrepancy,
           a.check_in_corrected, a.check_out_corrected, a.verification
    from unnest(${employeeIds}::int[]) with ordinality as s(employee_id, rank)
    join attendance_records a on a.employee_id = s.employee_id
    -- A column of its own (offset 0 keeps it one), so that worked_time() is inlined (worked-time-sql.ts).
    cross join lateral (select ${checkOut} as check_out offset 0) c
    where a.attendance_date between ${range.first}::date and ${range.last}::date ${keyset}
    order by s.rank, a.attendance_date
    limit ${size}`.execute(db);
}

/**
 * Every record of the employees in the range, employee by employee in the order given, then by day: walked
 * in chunks by (position, day), which the unique record per employee and day makes a key. Memory stays
 * one chunk however long the range; the next chunk is fetched while the caller writes the current one.
 */
export async function* detailRows(
  db: Executor,
  employeeIds: number[],
  range: DayRange,
  calendar: WorkCalendar,
  { size = 5000, now = new Date() }: Partial<ChunkOptions> = {},
) {
  const options = { size, now };
  let next = chunk(db, employeeIds, range, calendar, null, options);
  for (;;) {
    const { rows } = await next;
    const last = rows[rows.length - 1];
    if (!last) return;
    next = rows.length < size ? Promise.resolve({ rows: [] }) : chunk(db, employeeIds, range, calendar, last, options);
    // Observed here so a failure while the caller is still writing is not reported as unhandled.
    next.catch(() => undefined);
    yield rows as DetailRow[];
  }
}

/** Name and departments of each employee in scope, by name: looked up once per export, not per record. */
export async function staffDirectory(db: Executor, scope: StaffScope, calendar: WorkCalendar) {
  const { rows } = await sql<{ employee_id: number; name: string; departments: string }>`
    with staff as (${staffWindows(scope, calendar)})
    select e.employee_id, e.first_name || ' ' || e.last_name as name, ${departmentNames} as departments
    from employees e join staff using (employee_id)
    order by lower(e.last_name), lower(e.first_name), e.employee_id`.execute(db);
  return rows;
}

import { sql, type RawBuilder } from 'kysely';
import { staffFilter, type StaffScope } from '../../plugins/visibility';
import type { WorkCalendar } from './work-calendar';

/*
 * The attendance definitions behind every figure of the dashboard, the reports and the Excel export
 * (README: Rules the api enforces), in one place. For one employee and one day:
 * - working day: the day's weekday is in WORK_DAYS and no holiday of every office (location null) falls on it;
 *   for a person with a published shift that day (db/shift-of-day.ts), that day whatever the company's calendar; for
 *   a person with published shifts that week but none that day, a day off (shift_bits);
 * - active: hired on or before the day (no hire date: always) and not terminated before it; a leaver
 *   counts through the local date of terminated_at in the company time zone;
 * - present: has an attendance record that day that is not voided (its bit is set in attendance_presence,
 *   migrations 009 and 028): a clock action without face check counts while pending review and once accepted;
 * - arrival: early / late / on time from the record's discrepancy (attendance_arrival(), migration 009);
 * - on leave: active, not present, and an approved leave request covers the day;
 * - on holiday: active, not present, not on leave, on a working day that a holiday of one of their holiday
 *   calendars falls on (their own holiday_calendar, else their allowed locations' names: migration 023);
 * - absent: active on a working day, neither present nor on leave nor on holiday, once the day is judged;
 * - not yet in: the same people on today (company date) before it is judged for them, that is until an arrival
 *   would be late: their shift's start + grace (the shift's, else GRACE_MINUTES), without a shift
 *   WORK_START_TIME + GRACE_MINUTES (see notYetJudgedDay in work-calendar.ts). Every other day has nobody not yet
 *   in; the reports never reach past today.
 * The fragments below are CTE bodies; they refer to each other by the CTE names `staff`, `days`, `staff_bits`,
 * `shift_bits`, `leave_rows` and `holiday_rows`.
 */

export type { StaffScope };

export interface DayRange {
  first: string;
  last: string;
}

/** `staff`: the employees in scope with the first and last day they are active, and their holiday calendars. */
export function staffWindows(scope: StaffScope, calendar: WorkCalendar) {
  return sql`
    select e.employee_id,
           coalesce(e.hire_date, '-infinity'::date) as active_from,
           coalesce((e.terminated_at at time zone ${calendar.timeZone})::date, 'infinity'::date) as active_to,
           case when e.holiday_calendar is not null then array[lower(e.holiday_calendar)]
                else array(select lower(trim(l->>'name')) from jsonb_array_elements(e.allowed_locations) l
                           where coalesce(trim(l->>'name'), '') <> '') end as holiday_calendars
    from employees e
    where ${staffFilter(scope, 'e')}`;
}

/** Whether the date `day` is a working day: a day of the work week that is not a holiday of every office. */
export function isWorkingDay(day: RawBuilder<unknown>, calendar: WorkCalendar) {
  return sql<boolean>`(extract(isodow from ${day})::int = any(${calendar.isoWorkDays}::int[])
    and not exists (select 1 from holidays h where h.holiday_date = ${day} and h.location is null))`;
}

/** `days`: each day of the range, saying whether it is a working day (date arithmetic: no time zone involved). */
export function calendarDays(range: DayRange, calendar: WorkCalendar) {
  return sql`
    select day, ${isWorkingDay(sql.ref('day'), calendar)} as working
    from (select ${range.first}::date + i as day from generate_series(0, ${range.last}::date - ${range.first}::date) i) d`;
}

/** Whether the record `alias` counts as presence: a voided one (a rejected fallback, migration 028) does not. */
export function countsAsPresence(alias: string) {
  return sql<boolean>`${sql.ref(`${alias}.verification`)} <> 'voided'`;
}

/** The staff's bits per block of ids, to AND with attendance_presence. */
export const staffBits = sql`
  select employee_id / 1024 as id_block, bit_or(employee_bit(employee_id)) as bits from staff group by 1`;

/** (day, employee_id) of each record of the staff on a day of the range when they were not active. */
export function presentWhileInactive(range: DayRange) {
  return sql`
    select a.attendance_date as day, a.employee_id
    from staff s join attendance_records a on a.employee_id = s.employee_id
    where s.active_from > ${range.first}::date and a.attendance_date >= ${range.first}::date and a.attendance_date < s.active_from
      and ${countsAsPresence('a')}
    union all
    select a.attendance_date, a.employee_id
    from staff s join attendance_records a on a.employee_id = s.employee_id
    where s.active_to < ${range.last}::date and a.attendance_date > s.active_to and a.attendance_date <= ${range.last}::date
      and ${countsAsPresence('a')}`;
}

/**
 * (day, employee_id) of each day of `days` an approved leave covers an active employee who did not clock in.
 * The materialized steps keep the planner from re-running the day series once per employee.
 */
export function onLeave(range: DayRange) {
  return sql`
    with spans as materialized (
      select l.employee_id, greatest(l.start_date, s.active_from, ${range.first}::date) as lo,
             least(l.end_date, s.active_to, ${range.last}::date) as hi
      from leave_requests l join staff s on s.employee_id = l.employee_id
      where l.status = 'approved' and l.start_date <= ${range.last}::date and l.end_date >= ${range.first}::date
    ),
    covered as materialized (
      select distinct lo + i as day, employee_id from spans cross join lateral generate_series(0, hi - lo) i
    )
    select c.day, c.employee_id
    from covered c
    join days d on d.day = c.day
    left join attendance_presence p on p.attendance_date = c.day and p.id_block = c.employee_id / 1024
    where p.present is null or get_bit(p.present, c.employee_id % 1024) = 0`;
}

const NO_BITS = sql`0::bit(1024)`;

/**
 * The Monday of a date's ISO week, by date arithmetic: date_trunc takes a timestamp with time zone, a cast PostgreSQL
 * will not fold into a constant, so a bound written with it was computed again for each row scanned.
 */
const weekOf = (date: RawBuilder<unknown>) => sql`(${date} - (extract(isodow from ${date})::int - 1))`;

/**
 * `shift_bits`: per day of the range and block of 1,024 staff ids, the staff's bits, who has a published shift that
 * day, who has one in the day's ISO week and who is present (shift_presence and attendance_presence, migrations 037
 * and 009): a few rows however many people work shifts.
 */
export function shiftBits() {
  return sql`
    select d.day, d.working, b.id_block, b.bits as staff,
           coalesce((select p.published from shift_presence p where p.shift_date = d.day and p.id_block = b.id_block),
                    ${NO_BITS}) as day_shifts,
           coalesce((select bit_or(p.published) from shift_presence p
                     where p.id_block = b.id_block
                       and p.shift_date between ${weekOf(sql.ref('d.day'))} and ${weekOf(sql.ref('d.day'))} + 6),
                    ${NO_BITS}) as week_shifts,
           coalesce((select p.present from attendance_presence p where p.attendance_date = d.day and p.id_block = b.id_block),
                    ${NO_BITS}) as present
    from days d cross join staff_bits b`;
}

/**
 * Of a `shift_bits` row, the people whose shifts move them from the company's calendar that day, unless on leave, on
 * holiday or not active: on a working day those with shifts that week but none that day (a day off), on a day the
 * company does not work those with a shift; never who is present. `shiftMove` is how the day's expected count moves.
 */
const shiftMoveMask = (b: string) =>
  sql`(case when ${sql.ref(`${b}.working`)} then ${sql.ref(`${b}.week_shifts`)} & ~${sql.ref(`${b}.day_shifts`)}
            else ${sql.ref(`${b}.day_shifts`)} end & ~${sql.ref(`${b}.present`)})`;
const shiftMove = (b: string) => sql`(case when ${sql.ref(`${b}.working`)} then -1 else 1 end)`;
const hasBit = (bits: RawBuilder<unknown>, employee: string) => sql`get_bit(${bits}, ${sql.ref(employee)} % 1024) = 1`;

/** (day, employee_id, delta) of each person the shift masks move: -1 a day off, +1 a shift on a day off of the company. */
export function shiftAdjustments() {
  return sql`
    select b.day, s.employee_id, ${shiftMove('b')} as delta
    from shift_bits b join staff s on s.employee_id / 1024 = b.id_block
    where b.day between s.active_from and s.active_to
      and ${hasBit(shiftMoveMask('b'), 's.employee_id')}
      and not exists (select 1 from leave_rows l where l.employee_id = s.employee_id and l.day = b.day)
      and not exists (select 1 from holiday_rows h where h.employee_id = s.employee_id and h.day = b.day)`;
}

/**
 * The sum of shiftAdjustments per day, counted on the bits: everyone in the masks, less those on leave, on holiday
 * or not active that day (few), whose day is decided otherwise.
 */
export function shiftMovesPerDay(range: DayRange) {
  return sql`
    select day, sum(n)::int as n from (
      select b.day, ${shiftMove('b')} * bit_count(${shiftMoveMask('b')} & b.staff) as n from shift_bits b
      union all
      select b.day, -${shiftMove('b')}
      from (select day, employee_id from leave_rows
            union all select day, employee_id from holiday_rows
            union all select d.day, s.employee_id from staff s join days d on d.day not between s.active_from and s.active_to
                      where s.active_from > ${range.first}::date or s.active_to < ${range.last}::date) x
      join shift_bits b on b.day = x.day and b.id_block = x.employee_id / 1024
      where ${hasBit(shiftMoveMask('b'), 'x.employee_id')}
    ) moves
    group by day`;
}

/** Whether someone in scope has a published shift on the day `day` (a day the company does not work is then reported). */
export const someoneOnShift = (day: string) =>
  sql<boolean>`exists (select 1 from shift_bits b where b.day = ${sql.ref(day)} and bit_count(b.day_shifts & b.staff) > 0)`;

/**
 * (day, employee_id) of each working day a holiday of one of their calendars gives an active employee off; a
 * published shift that day (assigned despite the holiday) keeps them expected.
 */
export function onHoliday(range: DayRange) {
  return sql`
    select distinct h.holiday_date as day, s.employee_id
    from holidays h
    join days d on d.day = h.holiday_date and d.working
    join staff s on lower(h.location) = any(s.holiday_calendars)
    where h.location is not null and h.holiday_date between ${range.first}::date and ${range.last}::date
      and s.active_from <= h.holiday_date and s.active_to >= h.holiday_date
      and not exists (select 1 from leave_rows l where l.employee_id = s.employee_id and l.day = h.holiday_date)
      and not exists (select 1 from shift_assignments w
                      where w.employee_id = s.employee_id and w.shift_date = h.holiday_date and w.status = 'published')
      and not exists (select 1 from attendance_records a
                      where a.employee_id = s.employee_id and a.attendance_date = h.holiday_date and ${countsAsPresence('a')})`;
}

/** When the day not yet judged for some is: today, as the company's clock reads it at `now`. */
export interface OpenDay {
  today: string;
  now: Date;
  /** Whether today is still unjudged for people without a shift (notYetJudgedDay). */
  companyOpen: boolean;
  graceMinutes: number;
}

/**
 * (employee_id) of the staff not yet in today: active, expected, not present, not on leave or holiday, before their
 * shift's start + grace (the shift's, else GRACE_MINUTES), or without shifts that week while the company's day is
 * not judged.
 */
export function notYetIn({ today, now, companyOpen, graceMinutes }: OpenDay) {
  const withoutShift = companyOpen
    ? sql`
    select s.employee_id
    from staff s join shift_bits b on b.day = ${today}::date and b.working and b.id_block = s.employee_id / 1024
    where s.active_from <= b.day and s.active_to >= b.day
      and not ${hasBit(sql`b.present | b.week_shifts`, 's.employee_id')}
      and not exists (select 1 from leave_rows l where l.employee_id = s.employee_id and l.day = b.day)
      and not exists (select 1 from holiday_rows h where h.employee_id = s.employee_id and h.day = b.day)
    union all`
    : sql``;
  return sql`${withoutShift}
    select s.employee_id
    from shift_assignments w
    join staff s using (employee_id)
    join shift_bits b on b.day = w.shift_date and b.id_block = w.employee_id / 1024
    where w.shift_date = ${today}::date and w.status = 'published'
      and ${now}::timestamptz < w.starts_at + make_interval(mins => coalesce(w.grace_minutes, ${graceMinutes}::int) + 1)
      and s.active_from <= w.shift_date and s.active_to >= w.shift_date
      and not ${hasBit(sql`b.present`, 's.employee_id')}
      and not exists (select 1 from leave_rows l where l.employee_id = s.employee_id and l.day = w.shift_date)`;
}

/**
 * `review_counts`: records of active staff in the range that were clocked without a face check (migration 028):
 * still pending review (counted as present, unreviewed), accepted, and voided (not present).
 */
export function reviewCounts(range: DayRange) {
  return sql`
    select count(*) filter (where a.verification = 'pending review')::int as pending_review,
           count(*) filter (where a.verification = 'verified by manager')::int as verified_by_manager,
           count(*) filter (where a.verification = 'voided')::int as voided
    from staff s join attendance_records a on a.employee_id = s.employee_id
    where a.attendance_date between greatest(s.active_from, ${range.first}::date) and least(s.active_to, ${range.last}::date)
      and a.verification <> 'face'`;
}

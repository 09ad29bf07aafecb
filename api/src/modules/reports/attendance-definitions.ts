import { sql, type RawBuilder } from 'kysely';
import { staffFilter, type StaffScope } from '../../plugins/visibility';
import type { WorkCalendar } from './work-calendar';

/*
 * The attendance definitions behind every figure of the dashboard, the reports and the Excel export
 * (README: Rules the api enforces), in one place. For one employee and one day:
 * - working day: the day's weekday is in WORK_DAYS and no holiday of every office (location null) falls on it;
 *   for a person with a published shift that day (db/shift-of-day.ts), that day whatever the company's calendar; for
 *   a person with published shifts that week but none that day, a day off (shift_adjust_rows);
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
 * The fragments below are CTE bodies; they refer to each other by the CTE names `staff`, `days`, `shift_days`,
 * `shift_weeks`, `leave_rows`, `holiday_rows` and `shift_adjust_rows`.
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

/** `shift_days`: the staff's published shifts of the range's days, with the moment an arrival becomes late. */
export function shiftDays(range: DayRange, calendar: WorkCalendar) {
  return sql`
    select w.employee_id, w.shift_date as day,
           w.starts_at + make_interval(mins => coalesce(w.grace_minutes, ${calendar.graceMinutes}::int) + 1) as late_from
    from shift_assignments w join staff s using (employee_id)
    where w.status = 'published' and w.shift_date between ${range.first}::date and ${range.last}::date`;
}

/**
 * The Monday of a date's ISO week, by date arithmetic: date_trunc takes a timestamp with time zone, a cast PostgreSQL
 * will not fold into a constant, so a bound written with it was computed again for each row scanned.
 */
const weekOf = (date: RawBuilder<unknown>) => sql`(${date} - (extract(isodow from ${date})::int - 1))`;

/**
 * `shift_weeks`: each ISO week the range touches in which someone has a published shift: its other days are their
 * days off. Only the pairs, so a week of shifts is not carried through the rest of the statement; whose they are is
 * left to the join with `staff` (filtering by it here drove the planner to one index scan per person).
 */
export function shiftWeeks(range: DayRange) {
  return sql`
    select distinct w.employee_id, ${weekOf(sql.ref('w.shift_date'))} as week
    from shift_assignments w
    where w.status = 'published'
      and w.shift_date between ${weekOf(sql`${range.first}::date`)} and ${weekOf(sql`${range.last}::date`)} + 6`;
}

/**
 * Whether the person counts as present that day, read from attendance_presence's bit (one row per day and block of
 * 1,024 ids): an index probe per person. An anti-join on attendance_records instead went wrong every morning, when
 * the statistics do not know today's records yet: 2 million join-filter rows for 5,000 people on shifts.
 */
const presentOn = (employee: string, day: string) => sql`exists (select 1 from attendance_presence p
  where p.attendance_date = ${sql.ref(day)} and p.id_block = ${sql.ref(employee)} / 1024
    and get_bit(p.present, ${sql.ref(employee)} % 1024) = 1)`;

/**
 * (day, employee_id, delta) where a person's shifts move them from the company's calendar, among those neither
 * present, on leave nor on holiday: -1 on a working day they have off (shifts that week, none that day), +1 on a day
 * the company does not work and they have a published shift.
 */
export function shiftAdjustments(range: DayRange) {
  return sql`
    select d.day, s.employee_id, -1 as delta
    from days d join staff s on d.day between s.active_from and s.active_to
    where d.working
      and exists (select 1 from shift_weeks w
                  where w.employee_id = s.employee_id and w.week = ${weekOf(sql.ref('d.day'))})
      and not exists (select 1 from shift_days x where x.employee_id = s.employee_id and x.day = d.day)
      and not ${presentOn('s.employee_id', 'd.day')}
      and not exists (select 1 from leave_rows l where l.employee_id = s.employee_id and l.day = d.day)
      and not exists (select 1 from holiday_rows h where h.employee_id = s.employee_id and h.day = d.day)
    union all
    select d.day, s.employee_id, 1
    from shift_days x
    join days d on d.day = x.day and not d.working
    join staff s using (employee_id)
    where d.day between s.active_from and s.active_to
      and x.day between ${range.first}::date and ${range.last}::date
      and not ${presentOn('s.employee_id', 'd.day')}
      and not exists (select 1 from leave_rows l where l.employee_id = s.employee_id and l.day = d.day)`;
}

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
      and not exists (select 1 from shift_days x where x.employee_id = s.employee_id and x.day = h.holiday_date)
      and not exists (select 1 from attendance_records a
                      where a.employee_id = s.employee_id and a.attendance_date = h.holiday_date and ${countsAsPresence('a')})`;
}

/** When the day not yet judged for some is: today, as the company's clock reads it at `now`. */
export interface OpenDay {
  today: string;
  now: Date;
  /** Whether today is still unjudged for people without a shift (notYetJudgedDay). */
  companyOpen: boolean;
}

/**
 * (employee_id) of the staff not yet in today: active, expected, no record, not on leave or holiday, before their
 * shift's start + grace, or without a shift (nor a day off of their shifts) while the company's day is not judged.
 */
export function notYetIn({ today, now, companyOpen }: OpenDay) {
  const withoutShift = companyOpen
    ? sql`
    select s.employee_id
    from staff s join days d on d.day = ${today}::date and d.working
    where s.active_from <= d.day and s.active_to >= d.day
      and not ${presentOn('s.employee_id', 'd.day')}
      and not exists (select 1 from leave_rows l where l.employee_id = s.employee_id and l.day = d.day)
      and not exists (select 1 from holiday_rows h where h.employee_id = s.employee_id and h.day = d.day)
      and not exists (select 1 from shift_adjust_rows o where o.employee_id = s.employee_id and o.day = d.day)
      and not exists (select 1 from shift_days x where x.employee_id = s.employee_id and x.day = d.day)
    union all`
    : sql``;
  return sql`${withoutShift}
    select s.employee_id
    from shift_days x join days d on d.day = x.day join staff s using (employee_id)
    where x.day = ${today}::date and ${now}::timestamptz < x.late_from
      and s.active_from <= x.day and s.active_to >= x.day
      and not ${presentOn('s.employee_id', 'x.day')}
      and not exists (select 1 from leave_rows l where l.employee_id = s.employee_id and l.day = x.day)`;
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

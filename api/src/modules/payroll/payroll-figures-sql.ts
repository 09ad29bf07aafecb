import { type RawBuilder, sql } from 'kysely';
import { checkOutAsShown, workedMinutes } from '../attendance';
import { countsAsPresence, staffWindows, type StaffScope, type WorkCalendar } from '../reports';

/*
 * The payroll figures of a pay period in one statement: per person and day what was expected (their published
 * shift less its break; a day off in a week they have shifts; else the company's day on its work days), what was
 * worked (worked_time(), as the timesheet PDF and the reports read it), what leave and holidays took, and what was
 * missed. Every figure is in minutes; the file writer turns them into hours.
 */

export interface PayrollRange {
  first: string;
  last: string;
}

/** The CTE bodies refer to each other by these names: staff, person_days, worked_days, leave_minutes. */
export interface PayrollFigureInputs {
  scope: StaffScope;
  range: PayrollRange;
  calendar: WorkCalendar;
  /** Open records read as closed once past their automatic clock-out at `now`, like every other read. */
  now: Date;
  /** Days before it are judged: an expected day without a record or leave is an absence. */
  today: string;
}

/** The company's working day in minutes: WORK_START_TIME to WORK_END_TIME less the automatic break (overtime-figures.ts). */
export function companyDayMinutes(calendar: WorkCalendar): number {
  const span = calendar.workEndMinutes - calendar.workStartMinutes;
  return span - (span > calendar.autoBreakAfterHours * 60 ? calendar.autoBreakMinutes : 0);
}

/**
 * `person_days`: each day of the range each person in scope was active, with `expected` (minutes), `holiday` (a
 * holiday of every office or of their calendars, unless a published shift keeps them at work) and `present`.
 */
function personDays({ range, calendar }: PayrollFigureInputs) {
  const week = (day: RawBuilder<unknown>) => sql`(${day} - (extract(isodow from ${day})::int - 1))`;
  return sql`
    with shift_weeks as (
      select distinct employee_id, ${week(sql.ref('shift_date'))} as week
      from shift_assignments
      where status = 'published' and shift_date between ${range.first}::date - 6 and ${range.last}::date + 6
    ),
    holiday_days as (
      select holiday_date as day, bool_or(location is null) as everyone,
             array_agg(lower(location)) filter (where location is not null) as calendars
      from holidays where holiday_date between ${range.first}::date and ${range.last}::date
      group by 1
    )
    select s.employee_id, d.day,
           case when w.starts_at is not null
                  then extract(epoch from w.ends_at - w.starts_at) / 60 - w.break_minutes
                when sw.week is not null then 0
                when extract(isodow from d.day)::int = any(${calendar.isoWorkDays}::int[])
                  then ${companyDayMinutes(calendar)}::int
                else 0 end as expected,
           w.starts_at is null and coalesce(h.everyone or h.calendars && s.holiday_calendars, false) as holiday,
           exists (select 1 from attendance_records a
                   where a.employee_id = s.employee_id and a.attendance_date = d.day and ${countsAsPresence('a')}) as present
    from staff s
    join (select ${range.first}::date + i as day
          from generate_series(0, ${range.last}::date - ${range.first}::date) i) d
      on d.day between s.active_from and s.active_to
    left join shift_assignments w on w.employee_id = s.employee_id and w.shift_date = d.day and w.status = 'published'
    left join shift_weeks sw on sw.employee_id = s.employee_id and sw.week = ${week(sql.ref('d.day'))}
    left join holiday_days h on h.day = d.day`;
}

/**
 * `worked_days`: worked and break minutes of each closed record of the range (a record belongs to the day it
 * started: a night shift's minutes after midnight count on its first day), read as the timesheet reads them.
 */
function workedDays({ range, calendar, now }: PayrollFigureInputs) {
  const checkOut = checkOutAsShown(calendar, now, 'a');
  return sql`
    select a.employee_id, a.attendance_date as day, m.worked,
           extract(epoch from c.check_out - a.check_in_time) / 60 - m.worked as breaks
    from staff s
    join attendance_records a on a.employee_id = s.employee_id
    -- A column of its own (offset 0 keeps it one), so that worked_time() is inlined (worked-time-sql.ts).
    cross join lateral (select ${checkOut} as check_out offset 0) c
    -- Fenced too: worked and breaks both read it, and inlined it was computed once for each.
    cross join lateral (select ${workedMinutes('a', sql`c.check_out`, calendar)} as worked offset 0) m
    where a.attendance_date between ${range.first}::date and ${range.last}::date
      and ${countsAsPresence('a')} and c.check_out is not null`;
}

/**
 * `leave_minutes`: (employee_id, day, leave_type_id, minutes) of approved leave. A day's leave takes the day's
 * expected minutes, half of them on a half day (start_half on the first day, end_half on the last); a holiday is
 * not taken by leave (balance-rules.ts). Hourly leave (a type counted in hours) takes its own minutes (hourly_leave()
 * of migration 044) on a day the person is expected.
 */
export function leaveMinutes({ range }: PayrollFigureInputs) {
  return sql`
    select l.employee_id, pd.day, l.leave_type_id,
           pd.expected * case when (l.start_half and pd.day = l.start_date) or (l.end_half and pd.day = l.end_date)
                              then 0.5 else 1 end as minutes
    from leave_requests l
    join person_days pd on pd.employee_id = l.employee_id and pd.day between l.start_date and l.end_date
    where l.status = 'approved' and l.start_date <= ${range.last}::date and l.end_date >= ${range.first}::date
      and l.start_time is null and not pd.holiday and pd.expected > 0
    union all
    select h.employee_id, h.leave_date, h.leave_type_id, h.minutes
    from hourly_leave(${range.first}::date, ${range.last}::date) h
    join person_days pd on pd.employee_id = h.employee_id and pd.day = h.leave_date
    where not pd.holiday and pd.expected > 0`;
}

/** The CTEs above, in order, for a statement to select from. */
export function payrollFigureCtes(inputs: PayrollFigureInputs) {
  return sql`
    staff as (${staffWindows(inputs.scope, inputs.calendar)}),
    person_days as materialized (${personDays(inputs)}),
    worked_days as materialized (${workedDays(inputs)}),
    leave_minutes as materialized (${leaveMinutes(inputs)})`;
}

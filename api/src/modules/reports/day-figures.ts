import { sql } from 'kysely';
import { type DayRange, shiftMovesPerDay, someoneOnShift } from './attendance-definitions';

export interface DayFigures {
  day: string;
  working: boolean;
  present: number;
  early: number;
  late: number;
  on_time: number;
  on_leave: number;
  absent: number;
  not_yet_in: number;
}

/**
 * CTEs ending in `day_rows`: the figures of every day of `days` (report-figures-repository.ts); on `today` who is
 * missing is absent unless not yet in (not_yet_in_rows).
 */
export function dayFigureCtes(range: DayRange, today: string) {
  return sql`
    presence as (
      select p.attendance_date as day,
             sum(bit_count(p.present & b.bits))::int as present,
             sum(bit_count(p.early & b.bits))::int as early,
             sum(bit_count(p.late & b.bits))::int as late,
             sum(bit_count(p.on_time & b.bits))::int as on_time
      from attendance_presence p join staff_bits b using (id_block)
      where p.attendance_date between ${range.first}::date and ${range.last}::date
      group by 1
    ),
    inactive_per_day as (select day, count(*)::int as n from inactive_rows join days using (day) group by 1),
    leave_per_day as (select day, count(*)::int as n from leave_rows group by 1),
    holiday_per_day as (select day, count(*)::int as n from holiday_rows group by 1),
    shift_per_day as (${shiftMovesPerDay(range)}),
    not_yet_in_today as (select count(*)::int as n from not_yet_in_rows),
    -- Active staff per day as a running sum: +1 on the first active day in the range, -1 after the last
    -- (a leaver whose termination precedes the hire date is never active).
    changes as (
      select greatest(active_from, ${range.first}::date) as day, 1 as delta from staff
      where active_from <= ${range.last}::date and active_to >= ${range.first}::date and active_from <= active_to
      union all
      select active_to + 1, -1 from staff
      where active_to >= ${range.first}::date and active_to < ${range.last}::date and active_from <= active_to
    ),
    headcount as (
      select day, (sum(sum(delta)) over (order by day))::int as active
      from (select day, 0 as delta from days union all select day, delta from changes) t
      group by day
    ),
    day_counts as (
      select d.day, d.working,
             coalesce(p.present, 0) as present, coalesce(p.early, 0) as early,
             coalesce(p.late, 0) as late, coalesce(p.on_time, 0) as on_time,
             coalesce(l.n, 0) as on_leave,
             case when d.working
                  then h.active - (coalesce(p.present, 0) - coalesce(i.n, 0)) - coalesce(l.n, 0) - coalesce(o.n, 0)
                  else 0 end + coalesce(w.n, 0) as missing
      from days d
      join headcount h using (day)
      left join presence p using (day)
      left join inactive_per_day i using (day)
      left join leave_per_day l using (day)
      left join holiday_per_day o using (day)
      left join shift_per_day w using (day)
    ),
    -- Who is missing is absent, or today, until their arrival would be late, not yet in.
    -- A day the company does not work is a working day of the report when someone in scope has a shift on it.
    day_rows as (
      select day, working or ${someoneOnShift('day_counts.day')} as working, present, early, late, on_time, on_leave,
             missing - case when day = ${today}::date then y.n else 0 end as absent,
             case when day = ${today}::date then y.n else 0 end as not_yet_in
      from day_counts cross join not_yet_in_today y
    )`;
}

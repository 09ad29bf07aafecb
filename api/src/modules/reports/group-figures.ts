import { sql } from 'kysely';
import { countsAsPresence, type DayRange, shiftAdjustments } from './attendance-definitions';

/** The bar chart's bars: one per department, or one per employee when a department is chosen. */
export type Grouping = 'department' | 'employee';

export interface GroupFigures {
  key: number;
  /** Working days the group's members were active: the headcount the other figures split. */
  active_days: number;
  present: number;
  on_leave: number;
  absent: number;
}

const MEMBERS = {
  department: sql`select ed.department_id as key, s.* from staff s join employee_departments ed using (employee_id)`,
  employee: sql`select s.employee_id as key, s.* from staff s`,
};

// Per department: AND each department's bits with attendance_presence. Per employee (one department's
// people) the records themselves, read per employee, are cheaper than a bit test per employee and day.
function presentPerGroup(grouping: Grouping, range: DayRange) {
  if (grouping === 'department') {
    return sql`
      select m.key, sum(bit_count(p.present & m.bits))::int as n
      from (select key, employee_id / 1024 as id_block, bit_or(employee_bit(employee_id)) as bits from members group by 1, 2) m
      join attendance_presence p using (id_block)
      join working_days d on d.day = p.attendance_date
      where p.attendance_date between ${range.first}::date and ${range.last}::date
      group by 1`;
  }
  // Joined to the working days rather than testing each record: the planner then reads each member's records by
  // index (attendance_records_presence_idx, migration 030) instead of every record of the range.
  return sql`
    select m.key, count(*)::int as n
    from members m
    join attendance_records a on a.employee_id = m.employee_id
    join working_days d on d.day = a.attendance_date
    where a.attendance_date between ${range.first}::date and ${range.last}::date and ${countsAsPresence('a')}
    group by 1`;
}

/**
 * CTEs ending in `group_rows`: the figures summed over the working days, per group (report-figures-repository.ts);
 * who is not yet in today, or off on a holiday of their calendar or a day off of their shifts, is not absent; a
 * shift on a day the company does not work is a day they are expected.
 */
export function groupFigureCtes(grouping: Grouping, range: DayRange) {
  return sql`
    working_days as (select day from days where working),
    members as (${MEMBERS[grouping]}),
    group_present as (${presentPerGroup(grouping, range)}),
    group_inactive as (
      select m.key, count(*)::int as n from inactive_rows join working_days using (day) join members m using (employee_id) group by 1
    ),
    group_leave as (
      select m.key, count(*)::int as n from leave_rows join working_days using (day) join members m using (employee_id) group by 1
    ),
    -- Working days inside each member's active window, by binary search in the sorted working days.
    working_calendar as (select array_agg(day order by day) as days from working_days),
    group_active as (
      select m.key, coalesce(sum(greatest(0,
               width_bucket(least(m.active_to, ${range.last}::date), c.days)
               - width_bucket(greatest(m.active_from, ${range.first}::date) - 1, c.days))), 0)::int as n
      from members m cross join working_calendar c
      group by 1
    ),
    group_holiday as (
      select m.key, count(*)::int as n from holiday_rows join members m using (employee_id) group by 1
    ),
    group_shift as (
      select m.key, sum(delta)::int as n from (${shiftAdjustments()}) moves join members m using (employee_id) group by 1
    ),
    group_not_yet_in as (
      select m.key, count(*)::int as n from not_yet_in_rows join members m using (employee_id) group by 1
    ),
    group_rows as (
      select a.key, a.n + coalesce(w.n, 0) as active_days, coalesce(p.n, 0) as present, coalesce(l.n, 0) as on_leave,
             a.n + coalesce(w.n, 0) - (coalesce(p.n, 0) - coalesce(i.n, 0)) - coalesce(l.n, 0) - coalesce(h.n, 0)
               - coalesce(y.n, 0) as absent
      from group_active a
      left join group_present p using (key)
      left join group_inactive i using (key)
      left join group_leave l using (key)
      left join group_holiday h using (key)
      left join group_not_yet_in y using (key)
      left join group_shift w using (key)
    )`;
}

import { sql } from 'kysely';
import type { Executor, OvertimeCompensation, OvertimeRateClass } from '../../db/types';
import type { StaffScope } from '../../plugins/visibility';
import { workedMinutes } from '../attendance';
import { staffWindows, type WorkCalendar } from '../reports';
import type { OvertimeCandidate, RecordDay } from './overtime-figures';

interface Range {
  first: string;
  last: string;
}

/** The closed records of the people in scope in the range, with their day's published shift and holiday. */
export async function recordDays(db: Executor, scope: StaffScope, range: Range, calendar: WorkCalendar) {
  const worked = workedMinutes('a', sql<Date>`a.check_out_time`, calendar);
  const { rows } = await sql<RecordDay & { weekly_hours: string | null }>`
    with staff as (${staffWindows(scope, calendar)})
    select a.employee_id, to_char(a.attendance_date, 'YYYY-MM-DD') as date, a.check_in_time as check_in,
           a.check_out_time as check_out, ${worked}::float8 as worked_minutes, e.weekly_hours,
           (select json_build_object('starts_at', w.starts_at, 'ends_at', w.ends_at, 'break_minutes', w.break_minutes)
              from shift_assignments w
             where w.employee_id = a.employee_id and w.shift_date = a.attendance_date and w.status = 'published') as shift,
           exists (select 1 from holidays h
                    where h.holiday_date = a.attendance_date
                      and (h.location is null or lower(h.location) = any(s.holiday_calendars))) as holiday,
           hourly_leave_minutes(a.employee_id, a.attendance_date) as leave_minutes
    from attendance_records a
    join staff s using (employee_id)
    join employees e using (employee_id)
    where a.check_out_time is not null and a.verification <> 'voided'
      and a.attendance_date between ${range.first}::date and ${range.last}::date
    order by a.employee_id, a.attendance_date`.execute(db);
  return rows.map(({ shift, ...row }) => ({
    ...row,
    shift: shift && {
      starts_at: new Date(shift.starts_at),
      ends_at: new Date(shift.ends_at),
      break_minutes: shift.break_minutes,
    },
  }));
}

/**
 * Writes the candidates of the scope's people in the range: new ones pending, pending ones with their new minutes,
 * pending ones no longer worked (a corrected record) removed. Decided ones stay as decided.
 */
export async function saveCandidates(
  db: Executor,
  employeeIds: readonly number[],
  range: Range,
  found: OvertimeCandidate[],
) {
  if (found.length > 0) {
    await db
      .insertInto('overtime')
      .values(found)
      .onConflict((conflict) =>
        conflict
          .columns(['employee_id', 'kind', 'period_date'])
          .doUpdateSet((eb) => ({
            minutes: eb.ref('excluded.minutes'),
            rate_class: eb.ref('excluded.rate_class'),
            updated_at: new Date(),
          }))
          // Only what changed: an unchanged row is not written again.
          .where(
            sql<boolean>`overtime.status = 'pending'
              and (overtime.minutes, overtime.rate_class) is distinct from (excluded.minutes, excluded.rate_class)`,
          ),
      )
      .execute();
  }
  if (employeeIds.length === 0) return;
  const kept = found.map((c) => `${c.employee_id} ${c.kind} ${c.period_date}`);
  await db
    .deleteFrom('overtime')
    .where('status', '=', 'pending')
    .where('employee_id', 'in', employeeIds)
    .where('period_date', '>=', range.first)
    .where('period_date', '<=', range.last)
    .$if(kept.length > 0, (query) =>
      query.where(
        sql<boolean>`employee_id || ' ' || kind || ' ' || to_char(period_date, 'YYYY-MM-DD') <> all(${kept}::text[])`,
      ),
    )
    .execute();
}

export interface OvertimeRow {
  overtime_id: number;
  employee_id: number;
  employee_name: string;
  kind: 'day' | 'week';
  period_date: string;
  minutes: number;
  rate_class: OvertimeRateClass;
  status: 'pending' | 'approved' | 'rejected';
  approved_minutes: number | null;
  compensation: OvertimeCompensation | null;
  comment: string | null;
  decided_by: number | null;
  decided_at: Date | null;
}

export function overtimeRows(db: Executor) {
  return db
    .selectFrom('overtime as o')
    .innerJoin('employees as e', 'e.employee_id', 'o.employee_id')
    .select([
      'o.overtime_id',
      'o.employee_id',
      sql<string>`e.first_name || ' ' || e.last_name`.as('employee_name'),
      'o.kind',
      sql<string>`to_char(o.period_date, 'YYYY-MM-DD')`.as('period_date'),
      'o.minutes',
      'o.rate_class',
      'o.status',
      'o.approved_minutes',
      'o.compensation',
      'o.requested_compensation',
      'o.comment',
      'o.decided_by',
      'o.decided_at',
      'e.report_to',
    ]);
}

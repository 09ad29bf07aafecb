import { sql } from 'kysely';
import type { Executor } from '../../db/types';
import { departmentNames } from '../attendance';
import { type PayrollFigureInputs, payrollFigureCtes } from './payroll-figures-sql';

/** One person's period in minutes (numeric: worked time keeps its seconds until it is written out). */
export interface PayrollRow {
  employee_id: number;
  first_name: string;
  last_name: string;
  email: string;
  external_id: string | null;
  departments: string;
  worked: number;
  breaks: number;
  overtime_weekday: number;
  overtime_weekend: number;
  overtime_holiday: number;
  overtime_night: number;
  /** Approved overtime credited to time in lieu: worked, not regular, not paid as overtime. */
  overtime_time_in_lieu: number;
  /** leave_type_id -> minutes. */
  leave: Record<string, number>;
  holiday: number;
  absence: number;
  absence_days: number;
}

/**
 * Each person in scope active during the period (or with records in it), with their figures: one statement, so
 * the export's cost does not grow with a query per person. Approved overtime belongs to the period of its day
 * (a week's to the period of its Monday).
 */
export async function payrollRows(db: Executor, inputs: PayrollFigureInputs): Promise<PayrollRow[]> {
  const { range, today } = inputs;
  const { rows } = await sql<PayrollRow>`
    with ${payrollFigureCtes(inputs)},
    worked as (
      select employee_id, sum(worked) as worked, sum(breaks) as breaks from worked_days group by 1
    ),
    overtime_paid as (
      select o.employee_id,
             sum(o.approved_minutes) filter (where o.compensation = 'pay' and o.rate_class = 'weekday') as weekday,
             sum(o.approved_minutes) filter (where o.compensation = 'pay' and o.rate_class = 'weekend') as weekend,
             sum(o.approved_minutes) filter (where o.compensation = 'pay' and o.rate_class = 'holiday') as holiday,
             sum(o.approved_minutes) filter (where o.compensation = 'pay' and o.rate_class = 'night') as night,
             sum(o.approved_minutes) filter (where o.compensation = 'time_in_lieu') as time_in_lieu
      from overtime o join staff s using (employee_id)
      where o.status = 'approved' and o.period_date between ${range.first}::date and ${range.last}::date
      group by 1
    ),
    leave_per_type as (
      select employee_id, jsonb_object_agg(leave_type_id::text, minutes) as leave
      from (select employee_id, leave_type_id, sum(minutes)::float8 as minutes from leave_minutes group by 1, 2) t
      group by 1
    ),
    days_off as (
      select pd.employee_id,
             sum(pd.expected) filter (where pd.holiday and not pd.present) as holiday,
             sum(pd.expected) filter (where pd.absent) as absence,
             count(*) filter (where pd.absent) as absence_days
      from (select pd.*, pd.expected > 0 and not pd.holiday and not pd.present and pd.day < ${today}::date
                         and not exists (select 1 from leave_minutes l
                                         where l.employee_id = pd.employee_id and l.day = pd.day) as absent
            from person_days pd) pd
      group by 1
    )
    select e.employee_id, e.first_name, e.last_name, e.email, e.external_id, ${departmentNames} as departments,
           coalesce(w.worked, 0)::float8 as worked, coalesce(w.breaks, 0)::float8 as breaks,
           coalesce(o.weekday, 0)::int as overtime_weekday, coalesce(o.weekend, 0)::int as overtime_weekend,
           coalesce(o.holiday, 0)::int as overtime_holiday, coalesce(o.night, 0)::int as overtime_night,
           coalesce(o.time_in_lieu, 0)::int as overtime_time_in_lieu,
           coalesce(l.leave, '{}'::jsonb) as leave,
           coalesce(d.holiday, 0)::float8 as holiday, coalesce(d.absence, 0)::float8 as absence,
           coalesce(d.absence_days, 0)::int as absence_days
    from employees e
    join staff s using (employee_id)
    left join worked w using (employee_id)
    left join overtime_paid o using (employee_id)
    left join leave_per_type l using (employee_id)
    left join days_off d using (employee_id)
    where (s.active_from <= ${range.last}::date and s.active_to >= ${range.first}::date)
       or w.employee_id is not null or o.employee_id is not null
    order by lower(e.last_name), lower(e.first_name), e.employee_id`.execute(db);
  return rows;
}

/** Every leave type, for the columns of leave by type. */
export async function leaveTypeNames(db: Executor) {
  return db.selectFrom('leave_types').select(['leave_type_id', 'display_name']).orderBy('leave_type_id').execute();
}

export async function findPayPeriod(db: Executor, periodId: number) {
  return db
    .selectFrom('pay_periods')
    .select(['pay_period_id', 'name', 'start_date', 'end_date'])
    .where('pay_period_id', '=', periodId)
    .executeTakeFirst();
}

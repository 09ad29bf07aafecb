import { sql } from 'kysely';
import type { Executor } from '../../db/types';
import { visibleEmployee, type Visibility } from '../../plugins/visibility';

/** What a report may be asked about: every department for an admin, otherwise those of the people visible. */
export async function visibleDepartments(db: Executor, visibility: Visibility) {
  const visible =
    visibility.scope === 'all'
      ? sql`true`
      : sql`exists (select 1 from employee_departments ed join employees e using (employee_id)
                    where ed.department_id = d.department_id and ${visibleEmployee(visibility, 'e')})`;
  const { rows } = await sql<{ department_id: number; department_name: string }>`
    select d.department_id, d.department_name from departments d
    where ${visible}
    order by lower(d.department_name), d.department_id`.execute(db);
  return rows;
}

/** Leavers included: their history stays in the reports. */
export async function visibleEmployees(db: Executor, visibility: Visibility) {
  const { rows } = await sql<{ employee_id: number; full_name: string; department_ids: number[] }>`
    select e.employee_id, e.first_name || ' ' || e.last_name as full_name,
           coalesce(array_agg(ed.department_id order by ed.department_id) filter (where ed.department_id is not null), '{}') as department_ids
    from employees e
    left join employee_departments ed using (employee_id)
    where ${visibleEmployee(visibility, 'e')}
    group by e.employee_id
    order by lower(e.last_name), lower(e.first_name), e.employee_id`.execute(db);
  return rows;
}

/** The first day anyone clocked in: where a report without a start date begins. */
export async function firstAttendanceDate(db: Executor): Promise<string | null> {
  const row = await db
    .selectFrom('attendance_records')
    .select((eb) => eb.fn.min('attendance_date').as('first'))
    .executeTakeFirst();
  return (row?.first as string | null | undefined) ?? null;
}

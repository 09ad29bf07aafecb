import { sql } from 'kysely';

/** Where a record was clocked in: the resolved address, else the coordinates as `POINT(lng lat)` (mf-attendance/src/shared/location-text.ts reads it). */
export const recordLocation = sql<string | null>`coalesce(a.in_address,
  case when a.in_latitude is not null then 'POINT(' || a.in_longitude || ' ' || a.in_latitude || ')' end)`;

/** Each employee's departments as one text, for the dashboard rows and the Detail sheet. */
export const departmentNames = sql<string>`coalesce((
  select string_agg(d.department_name, ', ' order by lower(d.department_name))
  from employee_departments ed join departments d using (department_id)
  where ed.employee_id = e.employee_id), '')`;

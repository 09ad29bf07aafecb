import { sql } from 'kysely';
import type { Executor } from '../../db/types';
import { checkOutAsShown, workedHours } from '../attendance';
import { countsAsPresence, type StaffScope, staffWindows } from '../reports';
import { departmentNames, recordLocation } from '../attendance';
import type { WorkCalendar } from '../reports';

export interface TimeRow {
  id: number;
  name: string;
  role: string;
  department: string;
  location: string | null;
  workHours: number;
  clockInType: string | null;
  discrepancy: string | null;
  check_in_corrected: boolean;
  check_out_corrected: boolean;
}

/**
 * Today's record of each employee in scope who clocked in (a voided record is no presence); an open record counts its hours until `now`, or until
 * its automatic clock-out once that has passed; breaks are deducted (worked_time() of migration 034).
 */
export async function todaysRecords(db: Executor, scope: StaffScope, calendar: WorkCalendar, today: string, now: Date) {
  const { rows } = await sql<TimeRow>`
    with staff as (${staffWindows(scope, calendar)})
    select e.employee_id as id, e.first_name || ' ' || e.last_name as name, e.role,
           ${departmentNames} as department, ${recordLocation} as location,
           ${workedHours('a', sql`u.until`, calendar)} as "workHours",
           a.clock_in_type as "clockInType", a.discrepancy, a.check_in_corrected, a.check_out_corrected
    from attendance_records a
    join staff s using (employee_id)
    join employees e using (employee_id)
    -- A column of its own (offset 0 keeps it one), so that worked_time() is inlined (worked-time-sql.ts).
    cross join lateral (select coalesce(${checkOutAsShown(calendar, now, 'a')}, ${now}::timestamptz) as until offset 0) u
    where a.attendance_date = ${today}::date and ${countsAsPresence('a')}
    order by lower(e.last_name), lower(e.first_name), e.employee_id`.execute(db);
  return rows;
}

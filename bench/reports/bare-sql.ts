import { sql } from 'api/node_modules/kysely';
import type { Db } from 'api/src/db/types';

// The plain queries a report would run without attendance_presence: the floor to compare against.

/** Records per day over the raw rows: the bare aggregate behind a report's line chart. */
export async function bareDailyCounts(db: Db, first: string, last: string) {
  await sql`select attendance_date, count(*) from attendance_records
            where attendance_date between ${first}::date and ${last}::date group by 1`.execute(db);
}

/** Today's records by arrival: the bare aggregate behind the dashboard's cards. */
export async function bareTodayCounts(db: Db, day: string) {
  await sql`select attendance_arrival(discrepancy), count(*) from attendance_records
            where attendance_date = ${day}::date group by 1`.execute(db);
}

/** Every record of a department over the range, read into memory: what the Detail sheet writes. */
export async function bareDepartmentRows(db: Db, departmentId: number, first: string, last: string) {
  const { rows } = await sql`select a.* from attendance_records a
    join employee_departments ed on ed.employee_id = a.employee_id and ed.department_id = ${departmentId}
    where a.attendance_date between ${first}::date and ${last}::date`.execute(db);
  return rows.length;
}

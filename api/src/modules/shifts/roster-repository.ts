import { sql } from 'kysely';
import type { Executor } from '../../db/types';
import { staffFilter, type StaffScope } from '../../plugins/visibility';

/** The active people a roster shows, by name. */
export async function rosterPeople(db: Executor, staff: StaffScope) {
  return db
    .selectFrom('employees as e')
    .select([
      'e.employee_id',
      sql<string>`e.first_name || ' ' || e.last_name`.as('name'),
      'e.holiday_calendar',
      'e.allowed_locations',
    ])
    .where(staffFilter(staff, 'e'))
    .where('e.status', '=', 'active')
    .orderBy('e.first_name')
    .orderBy('e.last_name')
    .orderBy('e.employee_id')
    .execute();
}

/** Each person's first clock-in per day from first to last (voided records do not count). */
export async function firstClockIns(db: Executor, staff: StaffScope, first: string, last: string) {
  return db
    .selectFrom('attendance_records as a')
    .innerJoin('employees as e', 'e.employee_id', 'a.employee_id')
    .select(['a.employee_id', 'a.attendance_date', sql<Date>`min(a.check_in_time)`.as('check_in')])
    .where('a.attendance_date', '>=', first)
    .where('a.attendance_date', '<=', last)
    .where('a.verification', '<>', 'voided')
    .where(staffFilter(staff, 'e'))
    .groupBy(['a.employee_id', 'a.attendance_date'])
    .execute();
}

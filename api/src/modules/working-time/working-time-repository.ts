import { sql } from 'kysely';
import type { Executor } from '../../db/types';
import { type StaffScope, staffFilter } from '../../plugins/visibility';
import { workedMinutes } from '../attendance';
import type { BreakRule } from '../settings';
import type { WorkDay } from './violations';

/** The closed records of the people in scope from `from` to `to`, each person's in date order, with their name. */
export async function workDays(db: Executor, scope: StaffScope, from: string, to: string, rule: BreakRule) {
  const checkOut = sql<Date>`a.check_out_time`;
  const worked = workedMinutes('a', checkOut, rule);
  return db
    .selectFrom('attendance_records as a')
    .innerJoin('employees as e', 'e.employee_id', 'a.employee_id')
    .select([
      'a.employee_id',
      sql<string>`to_char(a.attendance_date, 'YYYY-MM-DD')`.as('date'),
      'a.check_in_time as check_in',
      sql<Date>`a.check_out_time`.as('check_out'),
      sql<number>`${worked}::float8`.as('worked_minutes'),
      sql<number>`(extract(epoch from a.check_out_time - a.check_in_time) / 60 - ${worked})::float8`.as(
        'break_minutes',
      ),
      sql<string>`e.first_name || ' ' || e.last_name`.as('employee_name'),
    ])
    .where('a.check_out_time', 'is not', null)
    .where('a.verification', '<>', 'voided')
    .where('a.attendance_date', '>=', from)
    .where('a.attendance_date', '<=', to)
    .where(staffFilter(scope, 'e'))
    .orderBy('a.employee_id')
    .orderBy('a.attendance_date')
    .execute() as Promise<(WorkDay & { employee_name: string })[]>;
}

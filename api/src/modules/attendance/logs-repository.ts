import { sql } from 'kysely';
import { publishedShiftEnd } from '../../db/shift-of-day';
import type { Executor } from '../../db/types';
import { staffFilter, type StaffScope } from '../../plugins/visibility';
import { departmentNames, recordLocation } from './record-columns';
import type { DayRange } from './date-range';
import type { AttendanceSettings } from '../settings';
import { checkOutAsShown } from './auto-close-sql';
import { breakMinutes, workedMinutes } from './worked-time-sql';

/**
 * Records of the staff in scope within the range, newest first, at most `limit`, with their worked and break minutes
 * until the clock-out as shown at `now` (null while open).
 */
export async function attendanceLogs(
  db: Executor,
  scope: StaffScope,
  range: DayRange,
  { limit, settings, now }: { limit: number; settings: AttendanceSettings; now: Date },
) {
  const checkOut = checkOutAsShown(settings, now, 'a');
  return (
    db
      .selectFrom('attendance_records as a')
      .innerJoin('employees as e', 'e.employee_id', 'a.employee_id')
      // A column of its own (offset 0 keeps it one), so that worked_time() is inlined (worked-time-sql.ts).
      .innerJoinLateral(
        () => db.selectNoFrom(checkOut.as('until')).offset(0).as('u'),
        (join) => join.onTrue(),
      )
      .select([
        'a.record_id',
        'a.attendance_date',
        'a.check_in_time',
        'a.check_out_time',
        'a.employee_id',
        sql<string>`e.first_name || ' ' || e.last_name`.as('employee_name'),
        departmentNames.as('department_names'),
        recordLocation.as('location'),
        'a.clock_in_type',
        'a.spoof_score',
        'a.discrepancy',
        'a.auto_closed',
        'a.corrected',
        'a.check_in_corrected',
        'a.check_out_corrected',
        'a.verification',
        publishedShiftEnd(sql.ref('a.employee_id'), sql.ref('a.attendance_date')).as('shift_ends_at'),
        workedMinutes('a', sql`u.until`, settings).as('worked_minutes'),
        breakMinutes('a', sql`u.until`).as('break_minutes'),
      ])
      .where('a.attendance_date', '>=', range.first)
      .where('a.attendance_date', '<=', range.last)
      .where(staffFilter(scope, 'e'))
      .orderBy('a.attendance_date', 'desc')
      .orderBy('a.check_in_time', 'desc')
      .orderBy('a.record_id', 'desc')
      .limit(limit)
      .execute()
  );
}

import { sql } from 'kysely';
import { publishedShiftEnd } from '../../db/shift-of-day';
import type { Executor } from '../../db/types';
import type { DayRange } from '../attendance';
import { checkOutAsShown, recordLocation, workedMinutes } from '../attendance';
import type { AttendanceSettings } from '../settings';

/** Any employee, leavers included: their timesheets stay available to an admin. */
export async function findTimesheetEmployee(db: Executor, employeeId: number) {
  return db
    .selectFrom('employees')
    .select([
      'employee_id',
      sql<string>`first_name || ' ' || last_name`.as('full_name'),
      'job_title',
      'report_to',
      'holiday_calendar',
      'allowed_locations',
    ])
    .where('employee_id', '=', employeeId)
    .executeTakeFirst();
}

/** The employee's records of the range, with their worked minutes until the clock-out as shown at `now`. */
export async function timesheetRecords(
  db: Executor,
  employeeId: number,
  range: DayRange,
  { settings, now }: { settings: AttendanceSettings; now: Date },
) {
  return (
    db
      .selectFrom('attendance_records as a')
      .select([
        'a.attendance_date',
        'a.check_in_time',
        'a.check_out_time',
        recordLocation.as('location'),
        'a.discrepancy',
        'a.auto_closed',
        'a.check_in_corrected',
        'a.check_out_corrected',
        publishedShiftEnd(sql.ref('a.employee_id'), sql.ref('a.attendance_date')).as('shift_ends_at'),
        workedMinutes('a', checkOutAsShown(settings, now, 'a'), settings).as('worked_minutes'),
      ])
      .where('a.employee_id', '=', employeeId)
      .where('a.attendance_date', '>=', range.first)
      .where('a.attendance_date', '<=', range.last)
      // A voided record (a rejected clock action without face check) is no work done; the logs still show it.
      .where('a.verification', '<>', 'voided')
      .orderBy('a.attendance_date')
      .execute()
  );
}

/** Approved leave of the employee sharing at least one day with the range. */
export async function approvedLeave(db: Executor, employeeId: number, range: DayRange) {
  return db
    .selectFrom('leave_requests as lr')
    .innerJoin('leave_types as lt', 'lt.leave_type_id', 'lr.leave_type_id')
    .select([
      'lr.start_date',
      'lr.end_date',
      'lt.display_name as leave_type',
      sql<string | null>`to_char(lr.start_time, 'HH24:MI')`.as('start_time'),
      sql<string | null>`to_char(lr.end_time, 'HH24:MI')`.as('end_time'),
    ])
    .where('lr.employee_id', '=', employeeId)
    .where('lr.status', '=', 'approved')
    .where('lr.end_date', '>=', range.first)
    .where('lr.start_date', '<=', range.last)
    .execute();
}

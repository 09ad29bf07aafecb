import { preparedStatement } from '../../db/prepared-statement';
import type { QueryCreator } from 'kysely';
import type { Database, Executor } from '../../db/types';
import { autoClockOutDeadline, type AutoClockOutRule } from './auto-close-sql';

// Prepared: every open attendance screen polls it through current_status.
const dayRecord = preparedStatement('day-record', (qc, day: { employeeId: number; attendanceDate: string }) =>
  qc
    .selectFrom('attendance_records')
    .select([
      'record_id',
      'attendance_date',
      'check_in_time',
      'check_out_time',
      'auto_closed',
      'check_in_corrected',
      'check_out_corrected',
    ])
    .where('employee_id', '=', day.employeeId)
    .where('attendance_date', '=', day.attendanceDate),
);

export async function findDayRecord(db: Executor, employeeId: number, attendanceDate: string) {
  return dayRecord.first(db, { employeeId, attendanceDate });
}

/** The open records past their autoClockOutAt() at `now`. */
export function overdueRecords(db: QueryCreator<Database>, rule: AutoClockOutRule, now: Date) {
  return db
    .selectFrom('attendance_records')
    .select(['record_id', 'employee_id'])
    .where('check_out_time', 'is', null)
    .where(autoClockOutDeadline(rule), '<=', now);
}

/** Whether anyone's record is past its autoClockOutAt() at `now`. */
export async function hasOverdueRecords(db: Executor, rule: AutoClockOutRule, now: Date): Promise<boolean> {
  return Boolean(await overdueRecords(db, rule, now).limit(1).executeTakeFirst());
}

/**
 * Closes every open record whose autoClockOutAt() has passed at `now`, in one statement: api instances
 * sweeping at the same time update each record once (the second finds check_out_time already set).
 */
export async function closeOverdueRecords(db: Executor, rule: AutoClockOutRule, now: Date, employeeId?: number) {
  const deadline = autoClockOutDeadline(rule);
  let query = db
    .updateTable('attendance_records')
    .set({ check_out_time: deadline, auto_closed: true })
    .where('check_out_time', 'is', null)
    .where(deadline, '<=', now);
  if (employeeId !== undefined) query = query.where('employee_id', '=', employeeId);
  return query.returning(['record_id', 'employee_id', 'attendance_date', 'check_out_time']).execute();
}

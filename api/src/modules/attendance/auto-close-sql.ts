import { type RawBuilder, sql } from 'kysely';
import { publishedShiftEnd } from '../../db/shift-of-day';
import type { AttendanceSettings } from '../settings';

/** What autoClockOutAt() reads: the settings that decide when a forgotten record closes. */
export type AutoClockOutRule = Pick<AttendanceSettings, 'timeZone' | 'workEndMinutes' | 'autoClockOutAfterMinutes'>;

// Qualified even without an alias: the shift's subquery has columns of the same names.
const column = (table: string | undefined, name: string) => sql.ref(`${table ?? 'attendance_records'}.${name}`);

/**
 * autoClockOutAt() in SQL, for the records of attendance_records (aliased `table` when given); `shiftEnd`: the end
 * of the record's published shift where the read has already joined it (else looked up here).
 */
export function autoClockOutDeadline(rule: AutoClockOutRule, table?: string, shiftEnd?: RawBuilder<Date | null>) {
  const after = sql`make_interval(mins => ${rule.autoClockOutAfterMinutes}::int)`;
  // Added in SQL, not here: the clock path prepares this with the rule as parameters.
  const minutes = sql`${rule.workEndMinutes}::int + ${rule.autoClockOutAfterMinutes}::int`;
  const endOfDay = sql`(${column(table, 'attendance_date')} + make_interval(mins => ${minutes})) at time zone ${rule.timeZone}`;
  const shift = shiftEnd ?? publishedShiftEnd(column(table, 'employee_id'), column(table, 'attendance_date'));
  return sql<Date>`greatest(coalesce(${shift} + ${after}, ${endOfDay}), ${column(table, 'check_in_time')} + ${after})`;
}

/**
 * check_out_time as reads show it (auto-close-view.ts in SQL): a record left open past its deadline at `now`
 * reads as closed at the deadline, whether or not the sweep has written it yet.
 */
export function checkOutAsShown(rule: AutoClockOutRule, now: Date, table: string, shiftEnd?: RawBuilder<Date | null>) {
  const deadline = autoClockOutDeadline(rule, table, shiftEnd);
  const stored = column(table, 'check_out_time');
  return sql<Date | null>`coalesce(${stored}, case when ${deadline} <= ${now}::timestamptz then ${deadline} end)`;
}

import { type RawBuilder, sql } from 'kysely';
import type { BreakRule } from '../settings';

/*
 * worked_time() of migration 034 for the record aliased `table`, until `until` (its clock-out as the read shows it,
 * or now while open): every figure of worked time goes through here, so they all agree. PostgreSQL inlines the
 * function only when `until` holds no subquery: a read of many rows passes a column (a lateral `offset 0` one).
 */

/** worked_time() as a row source (worked_minutes, break_minutes): a read that wants both calls it once. */
export function workedTime(table: string, until: RawBuilder<Date | null>, rule: BreakRule) {
  return sql`worked_time(${sql.table(table)}, ${until}, ${rule.autoBreakMinutes}::int, ${rule.autoBreakAfterHours}::int)`;
}

/**
 * worked_time() for a read that has already joined the record's published shift: `shiftBreakMinutes` is that shift's
 * break (null: none), so the shift is not looked up again; the row also holds the open break's start.
 */
export function workedTimeGivenShift(
  table: string,
  until: RawBuilder<Date | null>,
  rule: BreakRule,
  shiftBreakMinutes: RawBuilder<number | null>,
) {
  return sql`worked_time_given_shift(${sql.table(table)}, ${until}, ${rule.autoBreakMinutes}::int, ${rule.autoBreakAfterHours}::int, ${shiftBreakMinutes})`;
}

/** Worked minutes: clock-out - clock-in - breaks (the automatic break when none was punched); null while open. */
export function workedMinutes(table: string, until: RawBuilder<Date | null>, rule: BreakRule) {
  return sql<number | null>`(select wt.worked_minutes from ${workedTime(table, until, rule)} wt)`;
}

/** workedMinutes() as hours to two decimals, as the dashboard, the reports and Excel show them. */
export function workedHours(table: string, until: RawBuilder<Date | null>, rule: BreakRule) {
  return sql<number | null>`round(${workedMinutes(table, until, rule)} / 60, 2)`;
}

/** Minutes of the record's punched breaks until `until` (an open one counts until then); null: none punched. */
export function breakMinutes(table: string, until: RawBuilder<Date | null>) {
  const noAutomaticBreak = { autoBreakMinutes: 0, autoBreakAfterHours: 24 };
  return sql<number | null>`(select wt.break_minutes from ${workedTime(table, until, noAutomaticBreak)} wt)`;
}

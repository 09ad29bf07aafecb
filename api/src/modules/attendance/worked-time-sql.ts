import { type RawBuilder, sql } from 'kysely';
import type { BreakRule } from '../settings';

/**
 * worked_minutes() of migration 034 for the record aliased `table`, until `until` (its clock-out as the read shows
 * it, or now while open): every figure of worked time goes through here, so they all agree.
 */
export function workedMinutes(table: string, until: RawBuilder<Date | null>, rule: BreakRule) {
  const [minutes, afterHours] = [sql`${rule.autoBreakMinutes}::int`, sql`${rule.autoBreakAfterHours}::int`];
  return sql<number | null>`worked_minutes(${sql.table(table)}, ${until}, ${minutes}, ${afterHours})`;
}

/** workedMinutes() as hours to two decimals, as the dashboard, the reports and Excel show them. */
export function workedHours(table: string, until: RawBuilder<Date | null>, rule: BreakRule) {
  return sql<number | null>`round(${workedMinutes(table, until, rule)} / 60, 2)`;
}

/** Minutes of the record's punched breaks until `until` (an open one counts until then); null: none punched. */
export function breakMinutes(table: string, until: RawBuilder<Date | null>) {
  const [recordId, checkIn] = [sql.ref(`${table}.record_id`), sql.ref(`${table}.check_in_time`)];
  return sql<number | null>`punched_break_minutes(${recordId}, ${checkIn}, ${until})`;
}

import { addDays, mondayOf } from '../../lib/time-zone';
import type { RuleSet } from './rule-sets';

/** One closed record: a person's day of work. */
export interface WorkDay {
  employee_id: number;
  date: string;
  check_in: Date;
  check_out: Date;
  worked_minutes: number;
  /** Punched breaks, else the automatic break deducted (span - worked). */
  break_minutes: number;
}

export type RuleId = 'daily_max' | 'daily_rest' | 'weekly_average' | 'break';

export interface Violation {
  rule_id: RuleId;
  employee_id: number;
  date: string;
  /** What the rule was measured on, in minutes or instants, and the limit. */
  inputs: Record<string, number | string>;
}

const sundayOf = (date: string) => addDays(mondayOf(date), 6);
const round = (minutes: number) => Math.round(minutes);

function dayRules(rules: RuleSet, day: WorkDay, previous: WorkDay | undefined): Violation[] {
  const found: Violation[] = [];
  const at = { employee_id: day.employee_id, date: day.date };
  if (rules.maxDailyMinutes !== null && day.worked_minutes > rules.maxDailyMinutes) {
    found.push({
      rule_id: 'daily_max',
      ...at,
      inputs: { worked_minutes: round(day.worked_minutes), max_minutes: rules.maxDailyMinutes },
    });
  }
  const needed = [...rules.breaks].reverse().find((rule) => day.worked_minutes > rule.afterMinutes);
  if (needed && day.break_minutes < needed.breakMinutes) {
    found.push({
      rule_id: 'break',
      ...at,
      inputs: {
        worked_minutes: round(day.worked_minutes),
        break_minutes: round(day.break_minutes),
        required_break_minutes: needed.breakMinutes,
        after_minutes: needed.afterMinutes,
      },
    });
  }
  if (rules.minRestMinutes !== null && previous) {
    const rest = (day.check_in.getTime() - previous.check_out.getTime()) / 60_000;
    if (rest < rules.minRestMinutes) {
      found.push({
        rule_id: 'daily_rest',
        ...at,
        inputs: {
          rest_minutes: round(rest),
          min_rest_minutes: rules.minRestMinutes,
          previous_clock_out: previous.check_out.toISOString(),
          clock_in: day.check_in.toISOString(),
        },
      });
    }
  }
  return found;
}

/** The weeks ending (Sunday) inside the range whose average over the reference period passes the limit. */
function weeklyAverages(rules: RuleSet, employeeId: number, days: WorkDay[], range: { first: string; last: string }) {
  if (!rules.weeklyAverage) return [];
  const { maxMinutes, weeks } = rules.weeklyAverage;
  const perWeek = new Map<string, number>();
  for (const day of days) perWeek.set(sundayOf(day.date), (perWeek.get(sundayOf(day.date)) ?? 0) + day.worked_minutes);
  const found: Violation[] = [];
  for (let sunday = sundayOf(range.first); sunday <= range.last; sunday = addDays(sunday, 7)) {
    if (sunday < range.first) continue;
    let total = 0;
    for (let k = 0; k < weeks; k += 1) total += perWeek.get(addDays(sunday, -7 * k)) ?? 0;
    if (total / weeks > maxMinutes) {
      found.push({
        rule_id: 'weekly_average',
        employee_id: employeeId,
        date: sunday,
        inputs: {
          average_minutes: round(total / weeks),
          max_minutes: maxMinutes,
          weeks,
          from: addDays(sunday, -7 * weeks + 1),
        },
      });
    }
  }
  return found;
}

/**
 * Every breach of `rules` dated inside `range`, by person, date and rule. `days` are each person's closed records in
 * date order, starting early enough to hold the weekly reference period and the rest before the first day.
 */
export function findViolations(rules: RuleSet, days: readonly WorkDay[], range: { first: string; last: string }) {
  const byPerson = new Map<number, WorkDay[]>();
  for (const day of days) byPerson.set(day.employee_id, [...(byPerson.get(day.employee_id) ?? []), day]);
  const found: Violation[] = [];
  for (const [employeeId, personDays] of byPerson) {
    personDays.forEach((day, i) => {
      if (day.date >= range.first && day.date <= range.last) found.push(...dayRules(rules, day, personDays[i - 1]));
    });
    found.push(...weeklyAverages(rules, employeeId, personDays, range));
  }
  return found.sort(
    (a, b) => a.date.localeCompare(b.date) || a.employee_id - b.employee_id || a.rule_id.localeCompare(b.rule_id),
  );
}

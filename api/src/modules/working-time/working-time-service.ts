import type { FastifyInstance } from 'fastify';
import { addDays, daysInRange } from '../../lib/time-zone';
import type { Viewer } from '../../plugins/visibility';
import { attendanceDate } from '../attendance';
import { breakRule, loadAttendanceSettings, settingValues } from '../settings';
import { DEFAULT_RANGE_DAYS, MAX_RANGE_DAYS, VIOLATION_TEXTS, workingTimeError } from './messages';
import { RULE_SETS, type RuleSetName } from './rule-sets';
import { findViolations } from './violations';
import { workDays } from './working-time-repository';

export interface ViolationsQuery {
  start?: string;
  end?: string;
  employee_id?: number;
}

/**
 * The breaches of the company's working-time rules (the WORKING_TIME_RULES preset) by the people the viewer sees,
 * dated inside the range: each with its rule, its inputs and a sentence. The records read reach back over the
 * weekly reference period and a day, for the averages and the rest before the first day.
 */
export async function workingTimeViolations(
  app: FastifyInstance,
  viewer: Viewer,
  query: ViolationsQuery,
  now = new Date(),
) {
  const [settings, values] = [await loadAttendanceSettings(app.db), await settingValues(app.db)];
  const last = query.end ?? attendanceDate(now, settings);
  const range = { first: query.start ?? addDays(last, 1 - DEFAULT_RANGE_DAYS), last };
  if (range.last < range.first) throw workingTimeError(400, 'working_time.end_before_start');
  if (daysInRange(range.first, range.last) > MAX_RANGE_DAYS) throw workingTimeError(400, 'working_time.range_too_long');

  const preset = values.WORKING_TIME_RULES as RuleSetName;
  const rules = RULE_SETS[preset];
  const lookBack = rules.weeklyAverage ? rules.weeklyAverage.weeks * 7 + 7 : 1;
  const scope = { visibility: viewer.visibility, employeeId: query.employee_id };
  const days = await workDays(app.db, scope, addDays(range.first, -lookBack), range.last, breakRule(values));
  const names = new Map(days.map((day) => [day.employee_id, day.employee_name]));
  return {
    rules: preset,
    start: range.first,
    end: range.last,
    violations: findViolations(rules, days, range).map((violation) => ({
      ...violation,
      employee_name: names.get(violation.employee_id)!,
      message: VIOLATION_TEXTS[violation.rule_id](violation.inputs),
    })),
  };
}

import type { OvertimeRateClass } from '../../db/types';
import { addDays, mondayOf, weekday, type Weekday, zonedTime } from '../../lib/time-zone';

/** One closed record with what its day was expected to hold. */
export interface RecordDay {
  employee_id: number;
  date: string;
  check_in: Date;
  check_out: Date;
  worked_minutes: number;
  /** The published shift of the date, if any. */
  shift: { starts_at: Date; ends_at: Date; break_minutes: number } | null;
  /** A holiday of the person's calendars, or of every office. */
  holiday: boolean;
  /** Approved hourly leave that day (hourly_leave_minutes(), migration 044): not expected to be worked. */
  leave_minutes?: number;
}

export interface OvertimeRules {
  timeZone: string;
  workDays: readonly Weekday[];
  workStartMinutes: number;
  workEndMinutes: number;
  autoBreakMinutes: number;
  autoBreakAfterHours: number;
  toleranceMinutes: number;
}

export interface OvertimeCandidate {
  employee_id: number;
  kind: 'day' | 'week';
  period_date: string;
  minutes: number;
  rate_class: OvertimeRateClass;
}

const NIGHT = { from: 22 * 60, to: 6 * 60 };
const minutesBetween = (a: Date, b: Date) => (b.getTime() - a.getTime()) / 60_000;

/**
 * The minutes the day was expected to be worked: the span planned (the shift's, else the company's day on its work
 * days, else none) less the day's approved hourly leave, less the break worked time deducts from such a span (the
 * shift's break, else the automatic one, once the span passes AUTO_BREAK_AFTER_HOURS): whoever works the planned
 * hours around their leave works exactly the expected minutes, with or without a break.
 */
export function expectedMinutes(day: RecordDay, rules: OvertimeRules): number {
  const planned = plannedSpan(day, rules);
  if (planned === null) return 0;
  const span = Math.max(0, planned.minutes - (day.leave_minutes ?? 0));
  return span - (span > rules.autoBreakAfterHours * 60 ? planned.breakMinutes : 0);
}

function plannedSpan(day: RecordDay, rules: OvertimeRules): { minutes: number; breakMinutes: number } | null {
  if (day.shift) {
    return { minutes: minutesBetween(day.shift.starts_at, day.shift.ends_at), breakMinutes: day.shift.break_minutes };
  }
  if (day.holiday || !rules.workDays.includes(weekday(day.date))) return null;
  return { minutes: rules.workEndMinutes - rules.workStartMinutes, breakMinutes: rules.autoBreakMinutes };
}

/** Minutes of the record between 22:00 and 06:00 on the company's clock, over the nights it touches. */
function nightMinutes(day: RecordDay, timeZone: string): number {
  let total = 0;
  for (const date of [addDays(day.date, -1), day.date, addDays(day.date, 1)]) {
    const from = zonedTime(date, NIGHT.from, timeZone);
    const to = zonedTime(addDays(date, 1), NIGHT.to, timeZone);
    const start = Math.max(from.getTime(), day.check_in.getTime());
    const end = Math.min(to.getTime(), day.check_out.getTime());
    if (end > start) total += (end - start) / 60_000;
  }
  return total;
}

/** A holiday's rate, else a day off's (no shift on a day the company does not work), else night, else weekday. */
export function rateClass(day: RecordDay, rules: OvertimeRules): OvertimeRateClass {
  if (day.holiday) return 'holiday';
  if (!day.shift && !rules.workDays.includes(weekday(day.date))) return 'weekend';
  if (nightMinutes(day, rules.timeZone) * 2 > minutesBetween(day.check_in, day.check_out)) return 'night';
  return 'weekday';
}

/**
 * Each day worked beyond its expected minutes by more than the tolerance (the whole excess counts), and each ended
 * ISO week of a person with `weekly_hours` worked beyond them by more than the tolerance once the days' overtime
 * of that week is taken out. Weeks are only judged once their Sunday is before `today`.
 */
export function overtimeCandidates(
  days: readonly RecordDay[],
  weeklyHours: ReadonlyMap<number, number>,
  rules: OvertimeRules,
  today: string,
): OvertimeCandidate[] {
  const found: OvertimeCandidate[] = [];
  const weeks = new Map<string, { employee_id: number; monday: string; worked: number; dayOvertime: number }>();
  for (const day of days) {
    const excess = Math.round(day.worked_minutes - expectedMinutes(day, rules));
    const counted = excess > rules.toleranceMinutes ? excess : 0;
    if (counted > 0) {
      found.push({
        employee_id: day.employee_id,
        kind: 'day',
        period_date: day.date,
        minutes: counted,
        rate_class: rateClass(day, rules),
      });
    }
    const key = `${day.employee_id} ${mondayOf(day.date)}`;
    const week = weeks.get(key) ?? {
      employee_id: day.employee_id,
      monday: mondayOf(day.date),
      worked: 0,
      dayOvertime: 0,
    };
    week.worked += day.worked_minutes;
    week.dayOvertime += counted;
    weeks.set(key, week);
  }
  for (const week of weeks.values()) {
    const contracted = weeklyHours.get(week.employee_id);
    if (contracted === undefined || addDays(week.monday, 6) >= today) continue;
    const excess = Math.round(week.worked - contracted * 60 - week.dayOvertime);
    if (excess > rules.toleranceMinutes) {
      found.push({
        employee_id: week.employee_id,
        kind: 'week',
        period_date: week.monday,
        minutes: excess,
        rate_class: 'weekday',
      });
    }
  }
  return found;
}

import type { Executor } from '../../db/types';
import { localDate } from '../../lib/time-zone';
import { loadAttendanceSettings } from '../settings';
import { holidayCalendarsOf } from '../holidays';
import { holidayDatesFor } from '../holidays';
import type { LeavePolicyRow } from '../leave-policies';
import {
  balance,
  type Balance,
  type BalancePolicy,
  type BookedLeave,
  type Credit,
  type Employment,
  type WorkCalendarDays,
} from './balance-rules';
import type { BalanceLine, BalanceSubject, BookedRow } from './leave-balances-repository';

/** The company's "today" and work week. */
export async function companyCalendar(db: Executor, now: Date) {
  const settings = await loadAttendanceSettings(db);
  return { today: localDate(now, settings.timeZone), timeZone: settings.timeZone, workDays: settings.workDays };
}

export function employmentOf(subject: BalanceSubject): Employment {
  return { hired: subject.hire_date, left: subject.left_on };
}

/** The employee's working calendar from `first` to `last`: the work week less the holidays that apply to them. */
export async function workCalendarOf(
  db: Executor,
  subject: BalanceSubject,
  workDays: WorkCalendarDays['workDays'],
  first: string,
  last: string,
): Promise<WorkCalendarDays> {
  return { workDays, holidays: await holidayDatesFor(db, holidayCalendarsOf(subject), first, last) };
}

export function asBooked(row: BookedRow): BookedLeave {
  return { ...row, status: row.status === 'approved' ? 'approved' : 'pending' };
}

/** `day` moved into the year when it lies outside it. */
export function clampToYear(day: string, year: number): string {
  if (day < `${year}-01-01`) return `${year}-01-01`;
  return day > `${year}-12-31` ? `${year}-12-31` : day;
}

/** The policy in its balance's unit: a type in hours grants and caps minutes. */
export function unitPolicy(policy: LeavePolicyRow): BalancePolicy {
  if (policy.unit === 'day') return policy;
  return {
    ...policy,
    annual_days: policy.annual_days === null ? null : policy.annual_days * 60,
    carry_over_cap: policy.carry_over_cap * 60,
  };
}

/** The day a stored line counts from: its valid_from, a carry-over from the year's first day, else when written. */
export function lineDate(line: Pick<BalanceLine, 'kind' | 'created_at' | 'valid_from'>, year: number): string {
  if (line.valid_from) return clampToYear(line.valid_from, year);
  return line.kind === 'carry_over' ? `${year}-01-01` : clampToYear(line.created_at.toISOString().slice(0, 10), year);
}

/** The lines of one kind that never lapse, summed, and the lapsing ones (time in lieu) as credits. */
export function splitLines(lines: readonly BalanceLine[], year: number) {
  const sum = (kind: BalanceLine['kind']) =>
    lines.filter((line) => line.kind === kind && !line.expires_on).reduce((total, line) => total + line.days, 0);
  const credits: Credit[] = lines
    .filter((line) => line.expires_on)
    .map((line) => ({ amount: line.days, from: lineDate(line, year), expires_on: line.expires_on! }));
  return { carriedOver: sum('carry_over'), adjustments: sum('adjustment') + sum('time_in_lieu'), credits };
}

const wholeMinutes = (figures: Balance): Balance =>
  Object.fromEntries(Object.entries(figures).map(([key, value]) => [key, Math.round(value)])) as unknown as Balance;

/** One type's balance of the year from the rows read for the employee (minutes for a type in hours). */
export function policyBalance(
  policy: LeavePolicyRow,
  year: number,
  asOf: string,
  employment: Employment,
  calendar: WorkCalendarDays,
  booked: readonly BookedRow[],
  lines: readonly BalanceLine[],
): Balance {
  const ofType = <T extends { leave_type_id: number }>(rows: readonly T[]) =>
    rows.filter((row) => row.leave_type_id === policy.leave_type_id);
  const figures = balance({
    policy: unitPolicy(policy),
    year,
    employment,
    calendar,
    booked: ofType(booked).map(asBooked),
    ...splitLines(ofType(lines), year),
    asOf,
  });
  return policy.unit === 'hour' ? wholeMinutes(figures) : figures;
}

/** Each employee's working calendar of first..last, with one holiday query per distinct set of holiday calendars. */
export function calendarsForEveryone(
  db: Executor,
  workDays: WorkCalendarDays['workDays'],
  first: string,
  last: string,
): (subject: BalanceSubject) => Promise<WorkCalendarDays> {
  const byCalendars = new Map<string, Promise<Set<string>>>();
  return async (subject) => {
    const calendars = holidayCalendarsOf(subject);
    const key = calendars.join('\n');
    if (!byCalendars.has(key)) byCalendars.set(key, holidayDatesFor(db, calendars, first, last));
    return { workDays, holidays: await byCalendars.get(key)! };
  };
}

import type { Executor } from '../../db/types';
import { localDate } from '../../lib/time-zone';
import { loadAttendanceSettings } from '../settings';
import { holidayCalendarsOf } from '../holidays';
import { holidayDatesFor } from '../holidays';
import type { LeavePolicyRow } from '../leave-policies';
import { balance, type Balance, type BookedLeave, type Employment, type WorkCalendarDays } from './balance-rules';
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

/** One type's balance of the year from the rows read for the employee. */
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
  const sum = (kind: BalanceLine['kind']) =>
    ofType(lines)
      .filter((line) => line.kind === kind)
      .reduce((total, line) => total + line.days, 0);
  return balance({
    policy,
    year,
    employment,
    calendar,
    booked: ofType(booked).map(asBooked),
    carriedOver: sum('carry_over'),
    adjustments: sum('adjustment'),
    asOf,
  });
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

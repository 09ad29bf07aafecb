import { addDays, weekday, type Weekday } from '../../lib/time-zone';

/*
 * How a leave balance is derived, without a database (ARCHITECTURE.md section 7, "Leave model"). Dates are
 * 'YYYY-MM-DD'; a leave year is a calendar year.
 * - A request takes the working days it covers: the work week's days that are not public holidays, a half day
 *   for a first day starting at noon (start_half) or a last day ending at noon (end_half).
 * - Entitlement: the policy's annual days, pro rata to the days employed in the year (hire date, leaving date).
 *   Yearly accrual grants it all on the first day employed; monthly accrual grants a twelfth at the start of
 *   each month, pro rata to the days employed in that month.
 * - Carry-over: what was left at the end of the year, up to the cap, is added to the next year; the part not
 *   used by the end of the expiry month lapses.
 * - Remaining on a day: accrued by then + carried over - lapsed by then + adjustments + credits - credits lapsed
 *   by then - everything taken (approved) or pending in the year. A booking is checked against what will have
 *   accrued by its last day.
 * - A type in hours (unit 'hour') counts minutes: an hourly request takes the minutes between its times, and the
 *   policy's amounts arrive here already in minutes.
 * - Credits (time in lieu) lapse on their expiry day unless used before it: bookings use the credits alive on their
 *   day, soonest expiring first.
 */

export interface BalancePolicy {
  /** Null: the type is not counted against a balance. */
  annual_days: number | null;
  accrual: 'yearly' | 'monthly';
  carry_over_cap: number;
  carry_over_expiry_month: number | null;
}

/** The employee's first and last day employed; null: before (after) any year asked about. */
export interface Employment {
  hired: string | null;
  left: string | null;
}

export interface WorkCalendarDays {
  workDays: readonly Weekday[];
  /** Holidays that apply to the employee. */
  holidays: ReadonlySet<string>;
}

export interface LeaveSpan {
  start_date: string;
  end_date: string;
  start_half: boolean;
  end_half: boolean;
  /** An hourly request's times ('HH:MM'); absent or null for a request in days. */
  start_time?: string | null;
  end_time?: string | null;
}

/** A credit that lapses: usable from `from` until the day before `expires_on`. */
export interface Credit {
  amount: number;
  from: string;
  expires_on: string;
}

export interface BookedLeave extends LeaveSpan {
  status: 'approved' | 'pending';
}

export interface BalanceInput {
  policy: BalancePolicy;
  year: number;
  employment: Employment;
  calendar: WorkCalendarDays;
  /** The employee's approved and pending requests of this type (any year: they are cut to this one). */
  booked: readonly BookedLeave[];
  /** Carried over into this year by the year-end job (0 when it has not run). */
  carriedOver: number;
  adjustments: number;
  /** The year's lapsing credits (time in lieu); none by default. */
  credits?: readonly Credit[];
  /** The day the balance is read on. */
  asOf: string;
}

export interface Balance {
  entitled: number;
  carried_over: number;
  carry_over_expired: number;
  adjustments: number;
  credited: number;
  credit_expired: number;
  accrued_to_date: number;
  taken: number;
  pending: number;
  remaining: number;
}

export const round2 = (value: number) => Math.round(value * 100) / 100;

const yearStart = (year: number) => `${year}-01-01`;
const yearEnd = (year: number) => `${year}-12-31`;
const later = (a: string, b: string) => (a > b ? a : b);
const earlier = (a: string, b: string) => (a < b ? a : b);
const daysBetween = (first: string, last: string) =>
  first > last ? 0 : (Date.parse(last) - Date.parse(first)) / 86_400_000 + 1;

function monthEnd(year: number, month: number): string {
  return new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
}

/** Days from `first` to `last` the employee is employed. */
function employedDays(employment: Employment, first: string, last: string): number {
  return daysBetween(later(first, employment.hired ?? first), earlier(last, employment.left ?? last));
}

export function isWorkingDay(date: string, calendar: WorkCalendarDays): boolean {
  return calendar.workDays.includes(weekday(date)) && !calendar.holidays.has(date);
}

/** Working days a request takes between `first` and `last` (both included; the whole request by default). */
export function workingDays(
  span: LeaveSpan,
  calendar: WorkCalendarDays,
  first = span.start_date,
  last = span.end_date,
) {
  let days = 0;
  for (let day = later(first, span.start_date); day <= earlier(last, span.end_date); day = addDays(day, 1)) {
    if (!isWorkingDay(day, calendar)) continue;
    const halfAtStart = span.start_half && day === span.start_date;
    const halfAtEnd = span.end_half && day === span.end_date;
    days += halfAtStart || halfAtEnd ? 0.5 : 1;
  }
  return days;
}

const clockMinutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** Minutes of an hourly request: from its start time to its end time on its one day. */
export function hourlyMinutes(span: Pick<LeaveSpan, 'start_time' | 'end_time'>): number {
  return span.start_time && span.end_time ? clockMinutes(span.end_time) - clockMinutes(span.start_time) : 0;
}

/** What a request takes between `first` and `last`: minutes of an hourly one, else its working days. */
export function requestAmount(
  span: LeaveSpan,
  calendar: WorkCalendarDays,
  first = span.start_date,
  last = span.end_date,
): number {
  if (!span.start_time) return workingDays(span, calendar, first, last);
  return span.start_date >= first && span.start_date <= last ? hourlyMinutes(span) : 0;
}

/** The year's twelve monthly credits (monthly accrual), pro rata to the days employed in each month. */
function monthlyCredits(annualDays: number, year: number, employment: Employment): number[] {
  return Array.from({ length: 12 }, (_, index) => {
    const first = `${year}-${String(index + 1).padStart(2, '0')}-01`;
    const last = monthEnd(year, index + 1);
    return ((annualDays / 12) * employedDays(employment, first, last)) / daysBetween(first, last);
  });
}

/** The whole year's entitlement, pro rata for joiners and leavers. */
export function entitlement(policy: BalancePolicy, year: number, employment: Employment): number {
  if (policy.annual_days === null) return 0;
  if (policy.accrual === 'monthly') {
    return round2(monthlyCredits(policy.annual_days, year, employment).reduce((sum, credit) => sum + credit, 0));
  }
  const yearDays = daysBetween(yearStart(year), yearEnd(year));
  return round2((policy.annual_days * employedDays(employment, yearStart(year), yearEnd(year))) / yearDays);
}

/** What has accrued by `asOf` (a day of any year). */
export function accruedBy(policy: BalancePolicy, year: number, employment: Employment, asOf: string): number {
  if (policy.annual_days === null || asOf < yearStart(year)) return 0;
  if (asOf > yearEnd(year)) return entitlement(policy, year, employment);
  if (policy.accrual === 'yearly') {
    const firstEmployed = later(yearStart(year), employment.hired ?? yearStart(year));
    return asOf >= firstEmployed ? entitlement(policy, year, employment) : 0;
  }
  const month = Number(asOf.slice(5, 7));
  return round2(
    monthlyCredits(policy.annual_days, year, employment)
      .slice(0, month)
      .reduce((sum, credit) => sum + credit, 0),
  );
}

/** Working days of the year's bookings with the given status, up to `last` (the year's end by default). */
function bookedDays(input: BalanceInput, status: BookedLeave['status'], last = yearEnd(input.year)): number {
  return input.booked
    .filter((leave) => leave.status === status)
    .reduce((sum, leave) => sum + requestAmount(leave, input.calendar, yearStart(input.year), last), 0);
}

/** Each credit with what is left of it once the year's bookings used the credits alive on their day. */
export function creditsLeft(input: Omit<BalanceInput, 'asOf'>): (Credit & { left: number })[] {
  const credits = [...(input.credits ?? [])]
    .sort((a, b) => a.expires_on.localeCompare(b.expires_on))
    .map((credit) => ({ ...credit, left: credit.amount }));
  const bookings = input.booked
    .map((leave) => ({
      day: later(leave.start_date, yearStart(input.year)),
      amount: requestAmount(leave, input.calendar, yearStart(input.year), yearEnd(input.year)),
    }))
    .sort((a, b) => a.day.localeCompare(b.day));
  for (const booking of bookings) {
    let need = booking.amount;
    for (const credit of credits) {
      if (need <= 0) break;
      if (credit.left <= 0 || credit.from > booking.day || credit.expires_on <= booking.day) continue;
      const used = Math.min(credit.left, need);
      credit.left -= used;
      need -= used;
    }
  }
  return credits;
}

/** Credits lapsed by `asOf`: what is left of those whose expiry day has come. */
function creditsExpired(input: BalanceInput): number {
  return round2(
    creditsLeft(input)
      .filter((credit) => credit.expires_on <= input.asOf)
      .reduce((sum, credit) => sum + credit.left, 0),
  );
}

/** Carried-over days lapsed by `asOf`: those not taken or booked by the end of the expiry month. */
function carryOverExpired(input: BalanceInput): number {
  const month = input.policy.carry_over_expiry_month;
  if (month === null || input.carriedOver <= 0) return 0;
  const expiry = monthEnd(input.year, month);
  if (input.asOf <= expiry) return 0;
  const usedByExpiry = bookedDays(input, 'approved', expiry) + bookedDays(input, 'pending', expiry);
  return round2(Math.max(0, input.carriedOver - usedByExpiry));
}

export function balance(input: BalanceInput): Balance {
  const { policy, year, employment } = input;
  const accrued = accruedBy(policy, year, employment, input.asOf);
  const expired = carryOverExpired(input);
  const taken = bookedDays(input, 'approved');
  const pending = bookedDays(input, 'pending');
  const credited = round2((input.credits ?? []).reduce((sum, credit) => sum + credit.amount, 0));
  const creditExpired = creditsExpired(input);
  return {
    entitled: entitlement(policy, year, employment),
    carried_over: input.carriedOver,
    carry_over_expired: expired,
    adjustments: input.adjustments,
    credited,
    credit_expired: creditExpired,
    accrued_to_date: accrued,
    taken,
    pending,
    remaining: round2(
      accrued + input.carriedOver - expired + input.adjustments + credited - creditExpired - taken - pending,
    ),
  };
}

/** Days carried from `input.year` into the next: what is left at the year's end, up to the cap. */
export function carryOverFrom(input: Omit<BalanceInput, 'asOf'>): number {
  if (input.policy.annual_days === null) return 0;
  const left = balance({ ...input, asOf: yearEnd(input.year) }).remaining;
  return round2(Math.min(input.policy.carry_over_cap, Math.max(0, left)));
}

/** The years a span touches, with their first and last day inside the span. */
export function spanYears(span: { start_date: string; end_date: string }): { year: number; last: string }[] {
  const years = [];
  for (let year = Number(span.start_date.slice(0, 4)); year <= Number(span.end_date.slice(0, 4)); year += 1) {
    years.push({ year, last: earlier(span.end_date, yearEnd(year)) });
  }
  return years;
}

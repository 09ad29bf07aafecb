import type { Executor } from '../../db/types';
import { listPolicies, type LeavePolicyRow } from '../leave-policies';
import type { WorkCalendarDays } from './balance-rules';
import type { BalanceLine, BookedRow } from './leave-balances-repository';
import type { LeaveUnit } from '../../db/types';
import { creditsLeft, requestAmount } from './balance-rules';
import {
  asBooked,
  clampToYear,
  companyCalendar,
  employmentOf,
  lineDate,
  policyBalance,
  splitLines,
  unitPolicy,
  workCalendarOf,
} from './balance-context';
import { balanceLines, balanceSubject, bookedLeave } from './leave-balances-repository';
import { leaveBalanceError } from './messages';

export type LedgerKind =
  | 'entitlement'
  | 'carry_over'
  | 'carry_over_expired'
  | 'adjustment'
  | 'time_in_lieu'
  | 'time_in_lieu_expired'
  | 'taken'
  | 'pending';

export interface LedgerLine {
  date: string;
  leave_type: string;
  unit: LeaveUnit;
  kind: LedgerKind;
  /** Added to (positive) or taken from (negative) the balance: working days, or minutes for a type in hours. */
  days: number;
  description: string;
  request_id: number | null;
  expires_on: string | null;
}

const KIND_ORDER: LedgerKind[] = [
  'entitlement',
  'carry_over',
  'adjustment',
  'time_in_lieu',
  'carry_over_expired',
  'time_in_lieu_expired',
  'taken',
  'pending',
];

/** The year's lines behind each counted balance, oldest first: grants, carry-over and its lapse, adjustments, leave. */
export async function ledgerOf(db: Executor, employeeId: number, year: number, now: Date): Promise<LedgerLine[]> {
  const { today, timeZone, workDays } = await companyCalendar(db, now);
  const subject = await balanceSubject(db, employeeId, timeZone);
  if (!subject) throw leaveBalanceError(404, 'leave_balance.employee_not_found');
  const [first, last] = [`${year}-01-01`, `${year}-12-31`];
  const [policies, calendar, booked, stored] = await Promise.all([
    listPolicies(db),
    workCalendarOf(db, subject, workDays, first, last),
    bookedLeave(db, [employeeId], first, last),
    balanceLines(db, [employeeId], year),
  ]);
  const asOf = clampToYear(today, year);
  const lines: LedgerLine[] = [];
  for (const policy of policies.filter((p) => p.annual_days !== null)) {
    const figures = policyBalance(policy, year, asOf, employmentOf(subject), calendar, booked, stored);
    const base = { leave_type: policy.leave_type, unit: policy.unit, request_id: null, expires_on: null };
    const accrual = policy.accrual === 'monthly' ? 'accrued monthly' : 'granted for the year';
    const per = policy.unit === 'hour' ? 'hours' : 'days';
    // A type granting nothing (time in lieu: its credits are its lines) has no entitlement line.
    if (policy.annual_days !== 0)
      lines.push({
        ...base,
        date: clampToYear(subject.hire_date ?? first, year),
        kind: 'entitlement',
        days: figures.entitled,
        description: `${policy.annual_days} ${per} a year, ${accrual}`,
      });
    if (figures.carry_over_expired > 0) {
      const month = String(policy.carry_over_expiry_month).padStart(2, '0');
      const lapsed = new Date(Date.UTC(year, Number(month), 0)).toISOString().slice(0, 10);
      lines.push({
        ...base,
        date: lapsed,
        kind: 'carry_over_expired',
        days: -figures.carry_over_expired,
        description: `Carried-over ${per} not used in time`,
      });
    }
    lines.push(...expiredCredits(policy, year, asOf, calendar, booked, stored));
  }
  const counted = new Map(policies.filter((p) => p.annual_days !== null).map((p) => [p.leave_type_id, p]));
  for (const line of stored) {
    const policy = counted.get(line.leave_type_id);
    if (!policy) continue;
    const description = line.kind === 'carry_over' ? `Carried over from ${year - 1}` : (line.reason ?? '');
    lines.push({
      // Carried-over days count from the year's first day, whenever the job that wrote them ran.
      date: lineDate(line, year),
      leave_type: policy.leave_type,
      unit: policy.unit,
      kind: line.kind,
      days: line.days,
      description,
      request_id: null,
      expires_on: line.expires_on,
    });
  }
  for (const request of booked) {
    const policy = counted.get(request.leave_type_id);
    if (!policy) continue;
    const days = requestAmount(request, calendar, first, last);
    const kind = request.status === 'approved' ? 'taken' : 'pending';
    const description = request.start_time
      ? `${request.start_date} ${request.start_time} to ${request.end_time} (${request.status})`
      : `${request.start_date} to ${request.end_date} (${request.status})`;
    lines.push({
      date: clampToYear(request.start_date, year),
      leave_type: policy.leave_type,
      unit: policy.unit,
      kind,
      days: -days,
      description,
      request_id: request.request_id,
      expires_on: null,
    });
  }
  return lines.sort((a, b) => a.date.localeCompare(b.date) || KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind));
}

/** A line per lapsing credit (time in lieu) whose expiry day has come with part of it unused. */
function expiredCredits(
  policy: LeavePolicyRow,
  year: number,
  asOf: string,
  calendar: WorkCalendarDays,
  booked: readonly BookedRow[],
  stored: readonly BalanceLine[],
): LedgerLine[] {
  const ofType = <T extends { leave_type_id: number }>(rows: readonly T[]) =>
    rows.filter((row) => row.leave_type_id === policy.leave_type_id);
  const { credits } = splitLines(ofType(stored), year);
  if (credits.length === 0) return [];
  const left = creditsLeft({
    policy: unitPolicy(policy),
    year,
    employment: { hired: null, left: null },
    calendar,
    booked: ofType(booked).map(asBooked),
    carriedOver: 0,
    adjustments: 0,
    credits,
  });
  return left
    .filter((credit) => credit.expires_on <= asOf && Math.round(credit.left) > 0)
    .map((credit) => ({
      date: credit.expires_on,
      leave_type: policy.leave_type,
      unit: policy.unit,
      kind: 'time_in_lieu_expired' as const,
      days: -Math.round(credit.left),
      description: `Time in lieu credited on ${credit.from} not used by ${credit.expires_on}`,
      request_id: null,
      expires_on: credit.expires_on,
    }));
}

import type { Executor } from '../../db/types';
import { listPolicies } from '../leave-policies';
import { workingDays } from './balance-rules';
import { clampToYear, companyCalendar, employmentOf, policyBalance, workCalendarOf } from './balance-context';
import { balanceLines, balanceSubject, bookedLeave } from './leave-balances-repository';
import { leaveBalanceError } from './messages';

export type LedgerKind = 'entitlement' | 'carry_over' | 'carry_over_expired' | 'adjustment' | 'taken' | 'pending';

export interface LedgerLine {
  date: string;
  leave_type: string;
  kind: LedgerKind;
  /** Added to (positive) or taken from (negative) the balance. */
  days: number;
  description: string;
  request_id: number | null;
}

const KIND_ORDER: LedgerKind[] = ['entitlement', 'carry_over', 'adjustment', 'carry_over_expired', 'taken', 'pending'];

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
    const base = { leave_type: policy.leave_type, request_id: null };
    const accrual = policy.accrual === 'monthly' ? 'accrued monthly' : 'granted for the year';
    lines.push({
      ...base,
      date: clampToYear(subject.hire_date ?? first, year),
      kind: 'entitlement',
      days: figures.entitled,
      description: `${policy.annual_days} days a year, ${accrual}`,
    });
    if (figures.carry_over_expired > 0) {
      const month = String(policy.carry_over_expiry_month).padStart(2, '0');
      const lapsed = new Date(Date.UTC(year, Number(month), 0)).toISOString().slice(0, 10);
      lines.push({
        ...base,
        date: lapsed,
        kind: 'carry_over_expired',
        days: -figures.carry_over_expired,
        description: 'Carried-over days not used in time',
      });
    }
  }
  const counted = new Map(policies.filter((p) => p.annual_days !== null).map((p) => [p.leave_type_id, p.leave_type]));
  for (const line of stored) {
    const leaveType = counted.get(line.leave_type_id);
    if (!leaveType) continue;
    const description = line.kind === 'carry_over' ? `Carried over from ${year - 1}` : (line.reason ?? '');
    lines.push({
      // Carried-over days count from the year's first day, whenever the job that wrote them ran.
      date: line.kind === 'carry_over' ? first : line.created_at.toISOString().slice(0, 10),
      leave_type: leaveType,
      kind: line.kind,
      days: line.days,
      description,
      request_id: null,
    });
  }
  for (const request of booked) {
    const leaveType = counted.get(request.leave_type_id);
    if (!leaveType) continue;
    const days = workingDays(request, calendar, first, last);
    const kind = request.status === 'approved' ? 'taken' : 'pending';
    const description = `${request.start_date} to ${request.end_date} (${request.status})`;
    lines.push({
      date: clampToYear(request.start_date, year),
      leave_type: leaveType,
      kind,
      days: -days,
      description,
      request_id: request.request_id,
    });
  }
  return lines.sort((a, b) => a.date.localeCompare(b.date) || KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind));
}

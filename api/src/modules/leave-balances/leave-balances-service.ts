import type { Executor } from '../../db/types';
import { canSee, type Viewer } from '../../plugins/visibility';
import { findPolicyByName, listPolicies, type LeavePolicyRow } from '../leave-policies';
import { requestAmount, round2, spanYears, type LeaveSpan } from './balance-rules';
import { clampToYear, companyCalendar, employmentOf, policyBalance, workCalendarOf } from './balance-context';
import { balanceLines, balanceSubject, bookedLeave } from './leave-balances-repository';
import { leaveBalanceError } from './messages';

export async function assertMaySee(db: Executor, viewer: Viewer, employeeId: number) {
  const employee = await db
    .selectFrom('employees')
    .select(['employee_id', 'report_to'])
    .where('employee_id', '=', employeeId)
    .executeTakeFirst();
  // Only an admin learns that an id is nobody's (404 later); anyone else is refused alike.
  const visible = employee ? canSee(viewer.visibility, employee) : viewer.visibility.scope === 'all';
  if (!visible) throw leaveBalanceError(403, 'leave_balance.not_yours');
}

async function subjectOf(db: Executor, employeeId: number, timeZone: string) {
  const subject = await balanceSubject(db, employeeId, timeZone);
  if (!subject) throw leaveBalanceError(404, 'leave_balance.employee_not_found');
  return subject;
}

/** Every active type's balance of the year, read today (company date; the year's last day for a past year). */
export async function balancesOf(db: Executor, employeeId: number, year: number, now: Date) {
  const { today, timeZone, workDays } = await companyCalendar(db, now);
  const subject = await subjectOf(db, employeeId, timeZone);
  const [first, last] = [`${year}-01-01`, `${year}-12-31`];
  const [policies, calendar, booked, lines] = await Promise.all([
    listPolicies(db, true),
    workCalendarOf(db, subject, workDays, first, last),
    bookedLeave(db, [employeeId], first, last),
    balanceLines(db, [employeeId], year),
  ]);
  const asOf = clampToYear(today, year);
  return policies.map((policy) => {
    const figures = policyBalance(policy, year, asOf, employmentOf(subject), calendar, booked, lines);
    const counted = policy.annual_days !== null;
    return {
      leave_type: policy.leave_type,
      display_name: policy.display_name,
      unit: policy.unit,
      counted,
      ...figures,
      entitled: counted ? figures.entitled : null,
      accrued_to_date: counted ? figures.accrued_to_date : null,
      remaining: counted ? figures.remaining : null,
    };
  });
}

/** Working days (minutes of a type in hours) a request would take, and per year what would be left (null: not counted). */
export async function requestCost(
  db: Executor,
  employeeId: number,
  policy: LeavePolicyRow,
  span: LeaveSpan,
  now: Date,
) {
  const { today, timeZone, workDays } = await companyCalendar(db, now);
  const subject = await subjectOf(db, employeeId, timeZone);
  const calendar = await workCalendarOf(
    db,
    subject,
    workDays,
    `${span.start_date.slice(0, 4)}-01-01`,
    `${span.end_date.slice(0, 4)}-12-31`,
  );
  const years = await Promise.all(
    spanYears(span).map(async ({ year, last }) => {
      const days = requestAmount(span, calendar, `${year}-01-01`, last);
      if (policy.annual_days === null) return { year, days, remaining: null };
      const [booked, lines] = await Promise.all([
        bookedLeave(db, [employeeId], `${year}-01-01`, `${year}-12-31`),
        balanceLines(db, [employeeId], year),
      ]);
      // A booking may use what will have accrued by its last day.
      const asOf = clampToYear(last > today ? last : today, year);
      const { remaining } = policyBalance(policy, year, asOf, employmentOf(subject), calendar, booked, lines);
      return { year, days, remaining };
    }),
  );
  return { days: round2(years.reduce((sum, y) => sum + y.days, 0)), years };
}

/** Refuses a request that would take a counted balance below zero, unless the policy allows it. */
export async function assertBalanceCovers(
  db: Executor,
  employeeId: number,
  policy: LeavePolicyRow,
  span: LeaveSpan,
  now: Date,
): Promise<void> {
  if (policy.annual_days === null || policy.negative_allowed) return;
  const { years } = await requestCost(db, employeeId, policy, span, now);
  for (const { days, remaining } of years) {
    if (remaining !== null && remaining - days < 0) {
      if (policy.unit === 'hour') throw leaveBalanceError(400, 'leave.insufficient_hours', { minutes: remaining });
      throw leaveBalanceError(400, 'leave.insufficient_balance', { remaining });
    }
  }
}

/** What the leave form shows before sending: the working days, and the balance before and after (the tightest year). */
export async function previewRequest(
  db: Executor,
  employeeId: number,
  query: LeaveSpanQuery & { leave_type: string },
  now: Date,
) {
  const span = { ...query, start_half: query.start_half ?? false, end_half: query.end_half ?? false };
  if (span.end_date < span.start_date) throw leaveBalanceError(400, 'leave_balance.end_before_start');
  const policy = await findPolicyByName(db, query.leave_type);
  if (!policy?.active) throw leaveBalanceError(400, 'leave_balance.unknown_type', { name: query.leave_type });
  if (policy.unit === 'hour') {
    const { start_time: from, end_time: to } = query;
    if (!from || !to || span.start_date !== span.end_date || to <= from)
      throw leaveBalanceError(400, 'leave_balance.bad_hours');
  }
  const cost = await requestCost(db, employeeId, policy, policy.unit === 'hour' ? span : { ...span, ...NO_HOURS }, now);
  const tightest = cost.years
    .flatMap(({ days, remaining }) => (remaining === null ? [] : [{ remaining, after: round2(remaining - days) }]))
    .sort((a, b) => a.after - b.after)[0];
  return {
    unit: policy.unit,
    working_days: cost.days,
    remaining: tightest?.remaining ?? null,
    remaining_after: tightest?.after ?? null,
  };
}

const NO_HOURS = { start_time: null, end_time: null };

type LeaveSpanQuery = Pick<LeaveSpan, 'start_date' | 'end_date'> &
  Partial<Pick<LeaveSpan, 'start_half' | 'end_half'>> & { start_time?: string; end_time?: string };

import type { FastifyInstance } from 'fastify';
import { approverOf } from '../../db/leave-approver';
import { daysInRange } from '../../lib/time-zone';
import type { AuthUser } from '../../plugins/context';
import { AUDIT_ACTIONS } from '../audit';
import { approvalDay } from './approval-day';
import { emitEvent } from '../webhooks';
import { assertStartAllowed } from './leave-backdating';
import { mailNextApprovers, queueNextApproverPush } from './leave-notifications';
import { lockEmployee, managerOf } from './leave-people-repository';
import { findOverlap, insertRequest } from './leave-repository';
import { assertBalanceCovers } from '../leave-balances';
import { findPolicyByName, type LeavePolicyRow } from '../leave-policies';
import { initialStatus } from './leave-status';
import { leaveError, LEAVE_MESSAGES as M, MAX_LEAVE_DAYS } from './messages';

export interface LeaveRequestInput {
  start_date: string;
  end_date: string;
  leave_type: string;
  reason?: string | null;
  start_half?: boolean;
  end_half?: boolean;
  start_time?: string;
  end_time?: string;
}

export async function managerEmail(app: FastifyInstance, employeeId: number) {
  const manager = await managerOf(app.db, employeeId);
  return manager ? { manager_email: manager.email } : { manager_email: null, message: M.noManager };
}

/** The request's half days, refused where the policy has none or both halves fall on one day. */
function halfDaysOf(input: LeaveRequestInput, policy: LeavePolicyRow) {
  const start_half = input.start_half ?? false;
  const end_half = input.end_half ?? false;
  if ((start_half || end_half) && !policy.half_days_allowed)
    throw leaveError(400, 'leave.half_days_not_allowed', { name: policy.display_name });
  if (start_half && end_half && input.start_date === input.end_date) throw leaveError(400, 'leave.two_halves_one_day');
  return { start_half, end_half };
}

/** An hourly type's times, refused across days or backwards; a type in days takes none. */
function hoursOf(input: LeaveRequestInput, policy: LeavePolicyRow) {
  const given = input.start_time !== undefined || input.end_time !== undefined;
  if (policy.unit === 'day') {
    if (given) throw leaveError(400, 'leave.hours_not_allowed', { name: policy.display_name });
    return { start_time: null, end_time: null };
  }
  if (input.start_date !== input.end_date) throw leaveError(400, 'leave.hours_one_day');
  if (!input.start_time || !input.end_time)
    throw leaveError(400, 'leave.hours_required', { name: policy.display_name });
  if (input.end_time <= input.start_time) throw leaveError(400, 'leave.end_time_before_start');
  return { start_time: input.start_time, end_time: input.end_time };
}

/**
 * Files a request with the requester's manager, or who stands in for them today, or the admins when there is
 * nobody; then tells them. Only some types start in the past.
 */
export async function requestLeave(
  app: FastifyInstance,
  requester: AuthUser,
  input: LeaveRequestInput,
  now = new Date(),
): Promise<void> {
  const { start_date, end_date } = input;
  if (end_date < start_date) throw leaveError(400, 'leave.end_before_start');
  if (daysInRange(start_date, end_date) > MAX_LEAVE_DAYS) throw leaveError(400, 'leave.too_long');
  const type = await findPolicyByName(app.db, input.leave_type);
  if (!type?.active) throw leaveError(400, 'leave.unknown_type', { name: input.leave_type });
  const halves = halfDaysOf(input, type);
  const hours = hoursOf(input, type);
  await assertStartAllowed(app.db, type, start_date, now);
  const reason = input.reason?.trim() || null;
  const mailed = { requesterName: requester.fullName, leave_type: type.leave_type, start_date, end_date, reason };
  const next = await app.db.transaction().execute(async (tx) => {
    // Two requests sent at once must not both pass the overlap check.
    await lockEmployee(tx, requester.id);
    const clash = await findOverlap(tx, requester.id, { start_date, end_date, ...hours });
    if (clash?.start_time && hours.start_time) {
      const { start_date: day, start_time: from, end_time: to, status } = clash;
      throw leaveError(400, 'leave.overlap_hours', { day, from, to: to!, status });
    }
    if (clash)
      throw leaveError(400, 'leave.overlap', { start: clash.start_date, end: clash.end_date, status: clash.status });
    await assertBalanceCovers(tx, requester.id, type, { start_date, end_date, ...halves, ...hours }, now);
    const initial = initialStatus((await approverOf(tx, requester.id, await approvalDay(tx, now))) !== null);
    const requestId = await insertRequest(tx, {
      employee_id: requester.id,
      leave_type_id: type.leave_type_id,
      start_date,
      end_date,
      reason,
      ...halves,
      ...hours,
      status: initial,
    });
    const details = { request_id: requestId, status: initial, leave_type: type.leave_type, start_date, end_date };
    await app.audit.record(tx, { actorId: requester.id, action: AUDIT_ACTIONS.leaveRequested, details });
    await emitEvent(app, tx, 'leave.requested', { ...details, employee_id: requester.id });
    return queueNextApproverPush(app, tx, requester.id, initial, mailed);
  });
  await mailNextApprovers(app, next, mailed);
}

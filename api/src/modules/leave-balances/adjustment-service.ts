import type { FastifyInstance } from 'fastify';
import { AUDIT_ACTIONS } from '../audit';
import { findPolicyByName } from '../leave-policies';
import { balanceSubject, insertBalanceLine } from './leave-balances-repository';
import { companyCalendar } from './balance-context';
import { leaveBalanceError } from './messages';

export interface AdjustmentInput {
  employee_id: number;
  leave_type: string;
  days?: number;
  /** For a type counted in hours. */
  minutes?: number;
  reason: string;
  year?: number;
}

/** An admin's correction of a balance (this year's by default): a ledger line, audited with its reason. */
export async function adjustBalance(app: FastifyInstance, actorId: number, input: AdjustmentInput, now = new Date()) {
  const reason = input.reason.trim();
  if (!reason) throw leaveBalanceError(400, 'leave_balance.reason_required');
  const { today, timeZone } = await companyCalendar(app.db, now);
  const year = input.year ?? Number(today.slice(0, 4));
  return app.db.transaction().execute(async (tx) => {
    const policy = await findPolicyByName(tx, input.leave_type);
    if (!policy) throw leaveBalanceError(400, 'leave_balance.unknown_type', { name: input.leave_type });
    if (policy.annual_days === null)
      throw leaveBalanceError(400, 'leave_balance.not_counted', { name: policy.leave_type });
    const amount = policy.unit === 'hour' ? input.minutes : input.days;
    if (policy.unit === 'hour' && input.days !== undefined)
      throw leaveBalanceError(400, 'leave_balance.minutes_for_hours', { name: policy.leave_type });
    if (policy.unit === 'day' && input.minutes !== undefined)
      throw leaveBalanceError(400, 'leave_balance.days_for_days', { name: policy.leave_type });
    if (!amount) throw leaveBalanceError(400, 'leave_balance.zero_days');
    if (!(await balanceSubject(tx, input.employee_id, timeZone)))
      throw leaveBalanceError(404, 'leave_balance.employee_not_found');
    const line = {
      employee_id: input.employee_id,
      leave_type_id: policy.leave_type_id,
      year,
      days: amount,
      reason,
    };
    const adjustmentId = await insertBalanceLine(tx, { ...line, kind: 'adjustment', created_by: actorId });
    const details = { adjustment_id: adjustmentId, ...line, leave_type: policy.leave_type };
    await app.audit.record(tx, { actorId, action: AUDIT_ACTIONS.leaveBalanceAdjusted, details });
    return adjustmentId!;
  });
}

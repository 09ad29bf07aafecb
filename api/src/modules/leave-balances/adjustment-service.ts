import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error';
import { AUDIT_ACTIONS } from '../audit';
import { findPolicyByName } from '../leave-policies';
import { balanceSubject, insertBalanceLine } from './leave-balances-repository';
import { companyCalendar } from './balance-context';
import { LEAVE_BALANCE_MESSAGES as M } from './messages';

export interface AdjustmentInput {
  employee_id: number;
  leave_type: string;
  days: number;
  reason: string;
  year?: number;
}

/** An admin's correction of a balance (this year's by default): a ledger line, audited with its reason. */
export async function adjustBalance(app: FastifyInstance, actorId: number, input: AdjustmentInput, now = new Date()) {
  const reason = input.reason.trim();
  if (!reason) throw new AppError(400, M.reasonRequired);
  if (input.days === 0) throw new AppError(400, M.zeroDays);
  const { today, timeZone } = await companyCalendar(app.db, now);
  const year = input.year ?? Number(today.slice(0, 4));
  return app.db.transaction().execute(async (tx) => {
    const policy = await findPolicyByName(tx, input.leave_type);
    if (!policy) throw new AppError(400, M.unknownType(input.leave_type));
    if (policy.annual_days === null) throw new AppError(400, M.notCounted(policy.leave_type));
    if (!(await balanceSubject(tx, input.employee_id, timeZone))) throw new AppError(404, M.employeeNotFound);
    const line = {
      employee_id: input.employee_id,
      leave_type_id: policy.leave_type_id,
      year,
      days: input.days,
      reason,
    };
    const adjustmentId = await insertBalanceLine(tx, { ...line, kind: 'adjustment', created_by: actorId });
    const details = { adjustment_id: adjustmentId, ...line, leave_type: policy.leave_type };
    await app.audit.record(tx, { actorId, action: AUDIT_ACTIONS.leaveBalanceAdjusted, details });
    return adjustmentId!;
  });
}

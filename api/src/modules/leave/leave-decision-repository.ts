import type { LeaveStatus, Tx } from '../../db/types';
import { managerStageApprover } from '../../db/leave-approver';
import { leaveRequestsWithPeople } from '../../db/leave-request-query';
import type { Stage } from './leave-status';

/**
 * Reads a request with its requester and who stands in for an absent manager on `today`, and locks it, so
 * concurrent decisions on it run one after the other.
 */
export async function lockRequest(tx: Tx, requestId: number, today: string) {
  return leaveRequestsWithPeople(tx)
    .select([
      'lr.request_id',
      'lr.employee_id',
      'lr.status',
      'lr.start_date',
      'lr.end_date',
      'lr.reason',
      'lt.name as leave_type',
      'e.report_to',
      'e.email',
      'e.first_name',
      'e.last_name',
      managerStageApprover(today).as('acting_approver'),
    ])
    .where('lr.request_id', '=', requestId)
    .forUpdate('lr')
    .executeTakeFirst();
}

/** Writes the new status and the comment, decider and time of the decision's stage. */
export async function saveDecision(
  tx: Tx,
  requestId: number,
  decision: { to: LeaveStatus; stage: Stage; deciderId: number; decidedFor: number | null; comment: string | null },
): Promise<void> {
  const now = new Date();
  const stageColumns =
    decision.stage === 'manager'
      ? {
          manager_approval_comment: decision.comment,
          manager_decided_by: decision.deciderId,
          manager_decided_for: decision.decidedFor,
          manager_decided_at: now,
        }
      : { admin_approval_comment: decision.comment, admin_decided_by: decision.deciderId, admin_decided_at: now };
  await tx
    .updateTable('leave_requests')
    .set({ status: decision.to, updated_at: now, ...stageColumns })
    .where('request_id', '=', requestId)
    .execute();
}

import type { FastifyInstance } from 'fastify';
import type { Viewer } from '../../plugins/visibility';
import { AUDIT_ACTIONS } from '../audit';
import { approvalDay } from './approval-day';
import { emitEvent } from '../webhooks';
import { lockRequest, saveDecision } from './leave-decision-repository';
import {
  mailNextApprovers,
  type NextApprovers,
  notifyRequester,
  queueDecisionPush,
  queueNextApproverPush,
} from './leave-notifications';
import { type Decision, nextStatus, relationOf } from './leave-status';
import { leaveError, LEAVE_MESSAGES as M } from './messages';

const mailedOf = <R extends { first_name: string; last_name: string }>(request: R) => ({
  ...request,
  requesterName: `${request.first_name} ${request.last_name}`,
});

/**
 * Applies one approval or rejection. The request row stays locked from the read to the write, so of two
 * decisions sent at once the second sees the first one's status and is refused. A stand-in deciding at the manager
 * stage decides for the requester's manager: 'approved by B for A' in the request and the audit.
 */
export async function decideLeave(
  app: FastifyInstance,
  decider: Viewer,
  requestId: number,
  decision: Decision,
  comment: string | null | undefined,
): Promise<string> {
  const note = comment?.trim() || null;
  const today = await approvalDay(app.db);
  const { request, to, pushes, next, mailed } = await app.db.transaction().execute(async (tx) => {
    const request = await lockRequest(tx, requestId, today);
    if (!request) throw leaveError(404, 'leave.not_found');
    const transition = nextStatus(decider.role, relationOf(decider, request), request.status, decision);
    if (!transition.ok) throw transition.error;
    const { from, to, stage } = transition;
    const decidedFor = stage === 'manager' && request.report_to !== decider.id ? request.report_to : null;
    await saveDecision(tx, requestId, { to, stage, deciderId: decider.id, decidedFor, comment: note });
    const action = decision === 'approve' ? AUDIT_ACTIONS.leaveApproved : AUDIT_ACTIONS.leaveRejected;
    const details = {
      request_id: requestId,
      employee_id: request.employee_id,
      from,
      to,
      comment: note,
      ...(decidedFor !== null && { on_behalf_of: decidedFor }),
    };
    await app.audit.record(tx, { actorId: decider.id, action, details });
    if (to === 'approved' || to === 'rejected') {
      await emitEvent(app, tx, `leave.${to}`, { request_id: requestId, employee_id: request.employee_id, status: to });
    }
    const mailed = mailedOf(request);
    const pushes = await queueDecisionPush(app, tx, request.employee_id, mailed, { status: to });
    const next: NextApprovers | null =
      to === 'pending admin' ? await queueNextApproverPush(app, tx, request.employee_id, to, mailed) : null;
    return { request, to, pushes, next, mailed };
  });
  if (pushes > 0) app.pushDelivery.nudge();
  await notifyRequester(app, request, mailed, { status: to, comment: note });
  if (next) await mailNextApprovers(app, next, mailed);
  return decision === 'approve' ? M.approved : M.rejected;
}

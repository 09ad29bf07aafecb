import type { FastifyInstance } from 'fastify';
import { approverOf } from '../../db/leave-approver';
import type { MailMessage } from '../../plugins/mail';
import type { Executor } from '../../db/types';
import { mailWanted, queuePush } from '../push';
import {
  decisionMail,
  decisionPush,
  type MailedRequest,
  type PendingMailKind,
  pendingRequestMail,
  pendingRequestPush,
} from './leave-mail';
import { approvalDay } from './approval-day';
import { activeAdmins, contactOf } from './leave-people-repository';
import type { DecidedStatus, PendingStatus } from './leave-status';

/** Runs after the change is committed: a mail that cannot be sent is logged and never undoes the change. */
async function sendAll(app: FastifyInstance, messages: MailMessage[]): Promise<void> {
  for (const message of messages) {
    try {
      await app.mailer.send(message);
    } catch (err) {
      app.log.error({ err, to: message.to, subject: message.subject }, 'leave mail failed');
    }
  }
}

/**
 * Tells whoever decides next that a request waits for them: at the manager stage the requester's manager or who
 * stands in for them today (once escalated: one level higher), else every active admin (admins may decide at either
 * stage, so a request whose managers are all away still reaches someone).
 */
export async function notifyNextApprovers(
  app: FastifyInstance,
  requesterId: number,
  status: PendingStatus,
  request: MailedRequest,
  kind: PendingMailKind = 'new',
  escalated = kind === 'escalated',
): Promise<void> {
  const approverId =
    status === 'pending manager'
      ? await approverOf(app.db, requesterId, await approvalDay(app.db), escalated ? 1 : 0)
      : null;
  const manager = approverId === null ? undefined : await contactOf(app.db, approverId);
  const approvers = manager ? [manager] : await activeAdmins(app.db);
  const url = `${app.config.appUrl}/leave-approval`;
  await queuePushSafely(app, () =>
    queuePush(
      app.db,
      approvers.map((approver) => approver.employee_id),
      'approval_waiting',
      pendingRequestPush(request, url, kind),
    ),
  );
  await sendAll(
    app,
    (await mailWanted(app.db, approvers, 'approval_waiting')).map((approver) =>
      pendingRequestMail(approver, request, url, kind),
    ),
  );
}

/** After the commit, as the mail: a push that cannot be queued is logged and never undoes the change. */
async function queuePushSafely(app: FastifyInstance, queue: () => Promise<number>): Promise<void> {
  try {
    if ((await queue()) > 0) app.pushDelivery.nudge();
  } catch (err) {
    app.log.error({ err }, 'leave push could not be queued');
  }
}

const myLeaveUrl = (app: FastifyInstance) => `${app.config.appUrl}/leave-dashboard`;

/** Queues the requester's push of a decision inside the decision's transaction `tx`: it goes if the decision commits. */
export async function queueDecisionPush(
  app: FastifyInstance,
  tx: Executor,
  requesterId: number,
  request: MailedRequest,
  decision: { status: DecidedStatus },
): Promise<number> {
  return queuePush(tx, [requesterId], 'leave_decided', decisionPush(request, decision, myLeaveUrl(app)));
}

export async function notifyRequester(
  app: FastifyInstance,
  requester: { employee_id: number; email: string; first_name: string },
  request: MailedRequest,
  decision: { status: DecidedStatus; comment: string | null },
): Promise<void> {
  if ((await mailWanted(app.db, [requester], 'leave_decided')).length === 0) return;
  await sendAll(app, [decisionMail(requester, request, decision, myLeaveUrl(app))]);
}

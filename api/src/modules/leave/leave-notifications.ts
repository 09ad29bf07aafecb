import type { FastifyInstance } from 'fastify';
import { approverOf } from '../../db/leave-approver';
import type { MailMessage } from '../../plugins/mail';
import type { Executor } from '../../db/types';
import { mailWanted, queuePush } from '../push';
import { recipientTexts } from '../../mails/recipient-language';
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

/** Who decides next, and how many pushes to them were queued with the change. */
export interface NextApprovers {
  approvers: Awaited<ReturnType<typeof activeAdmins>>;
  pushes: number;
}

/**
 * Inside the change's transaction `tx`: whoever decides next learns that the request waits for them, their push
 * queued so that it goes if and only if the change commits. At the manager stage the requester's manager or who
 * stands in for them today (once escalated: one level higher), else every active admin (admins may decide at either
 * stage, so a request whose managers are all away still reaches someone).
 */
export async function queueNextApproverPush(
  app: FastifyInstance,
  tx: Executor,
  requesterId: number,
  status: PendingStatus,
  request: MailedRequest,
  kind: PendingMailKind = 'new',
): Promise<NextApprovers> {
  const approverId =
    status === 'pending manager'
      ? await approverOf(tx, requesterId, await approvalDay(tx), kind === 'escalated' ? 1 : 0)
      : null;
  const manager = approverId === null ? undefined : await contactOf(tx, approverId);
  const approvers = manager ? [manager] : await activeAdmins(tx);
  const pushes = await queuePush(
    tx,
    approvers.map((approver) => approver.employee_id),
    'approval_waiting',
    (texts) => pendingRequestPush(texts, request, approvalUrl(app), kind),
  );
  return { approvers, pushes };
}

/** After the commit: sends the queued pushes, and mails the next approvers who want mail. */
export async function mailNextApprovers(
  app: FastifyInstance,
  next: NextApprovers,
  request: MailedRequest,
  kind: PendingMailKind = 'new',
): Promise<void> {
  if (next.pushes > 0) app.pushDelivery.nudge();
  const approvers = await mailWanted(app.db, next.approvers, 'approval_waiting');
  const textsOf = await recipientTexts(
    app.db,
    approvers.map((approver) => approver.employee_id),
  );
  await sendAll(
    app,
    approvers.map((approver) =>
      pendingRequestMail(textsOf(approver.employee_id), approver, request, approvalUrl(app), kind),
    ),
  );
}

const approvalUrl = (app: FastifyInstance) => `${app.config.appUrl}/leave-approval`;
const myLeaveUrl = (app: FastifyInstance) => `${app.config.appUrl}/leave-dashboard`;

/** Queues the requester's push of a decision inside the decision's transaction `tx`: it goes if the decision commits. */
export async function queueDecisionPush(
  app: FastifyInstance,
  tx: Executor,
  requesterId: number,
  request: MailedRequest,
  decision: { status: DecidedStatus },
): Promise<number> {
  return queuePush(tx, [requesterId], 'leave_decided', (texts) =>
    decisionPush(texts, request, decision, myLeaveUrl(app)),
  );
}

export async function notifyRequester(
  app: FastifyInstance,
  requester: { employee_id: number; email: string; first_name: string },
  request: MailedRequest,
  decision: { status: DecidedStatus; comment: string | null },
): Promise<void> {
  if ((await mailWanted(app.db, [requester], 'leave_decided')).length === 0) return;
  const texts = (await recipientTexts(app.db, [requester.employee_id]))(requester.employee_id);
  await sendAll(app, [decisionMail(texts, requester, request, decision, myLeaveUrl(app))]);
}

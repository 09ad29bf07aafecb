import type { FastifyInstance } from 'fastify';
import { approverOf } from '../../db/leave-approver';
import type { MailMessage } from '../../plugins/mail';
import { decisionMail, type MailedRequest, type PendingMailKind, pendingRequestMail } from './leave-mail';
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
  await sendAll(
    app,
    approvers.map((approver) => pendingRequestMail(approver, request, url, kind)),
  );
}

export async function notifyRequester(
  app: FastifyInstance,
  requester: { email: string; first_name: string },
  request: MailedRequest,
  decision: { status: DecidedStatus; comment: string | null },
): Promise<void> {
  await sendAll(app, [decisionMail(requester, request, decision, `${app.config.appUrl}/leave-dashboard`)]);
}

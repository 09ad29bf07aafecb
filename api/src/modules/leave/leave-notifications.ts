import type { FastifyInstance } from 'fastify';
import type { MailMessage } from '../../plugins/mail';
import { decisionMail, type MailedRequest, pendingRequestMail } from './leave-mail';
import { activeAdmins, managerOf } from './leave-people-repository';
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
 * Tells whoever decides next that a request waits for them: the requester's manager, else every active admin
 * (admins may decide at either stage, so a request whose manager left meanwhile still reaches someone).
 */
export async function notifyNextApprovers(
  app: FastifyInstance,
  requesterId: number,
  status: PendingStatus,
  request: MailedRequest,
): Promise<void> {
  const manager = status === 'pending manager' ? await managerOf(app.db, requesterId) : undefined;
  const approvers = manager ? [manager] : await activeAdmins(app.db);
  const url = `${app.config.appUrl}/leave-approval`;
  await sendAll(
    app,
    approvers.map((approver) => pendingRequestMail(approver, request, url)),
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

import type { Executor } from '../../db/types';
import type { MailTexts } from '../../mails/mail-texts';
import { recipientTexts } from '../../mails/recipient-language';
import type { NotificationEvent, PushMessage } from './notification-events';
import { allowing } from './preferences-repository';

/**
 * Puts one push per subscription of each person who wants `event` by push into the outbox (push_deliveries),
 * through `db`: inside the caller's transaction it is sent if and only if the change commits. The delivery job
 * (push-delivery-plugin.ts) sends it; answers how many it queued. Each person's push is written by `message` with
 * the texts of their language, as their mails are.
 */
export async function queuePush(
  db: Executor,
  employeeIds: readonly number[],
  event: NotificationEvent,
  message: (texts: MailTexts) => PushMessage,
): Promise<number> {
  const wanting = [...(await allowing(db, [...new Set(employeeIds)], event, 'push'))];
  if (wanting.length === 0) return 0;
  // A terminated person's browsers hear nothing more of the company.
  const subscriptions = await db
    .selectFrom('push_subscriptions as s')
    .innerJoin('employees as e', 'e.employee_id', 's.employee_id')
    .select(['s.subscription_id', 's.employee_id'])
    .where('s.employee_id', 'in', wanting)
    .where('e.status', '=', 'active')
    .execute();
  if (subscriptions.length === 0) return 0;
  const textsOf = await recipientTexts(db, [...new Set(subscriptions.map((s) => s.employee_id))]);
  const payloads = new Map<number, string>();
  const payloadOf = (employeeId: number) => {
    let payload = payloads.get(employeeId);
    if (payload === undefined) payloads.set(employeeId, (payload = JSON.stringify(message(textsOf(employeeId)))));
    return payload;
  };
  await db
    .insertInto('push_deliveries')
    .values(
      subscriptions.map((s) => ({ subscription_id: s.subscription_id, event, payload: payloadOf(s.employee_id) })),
    )
    .execute();
  return subscriptions.length;
}

/** Of the people `messages` go to, only those who want `event` by mail. */
export async function mailWanted<T extends { employee_id: number }>(
  db: Executor,
  recipients: readonly T[],
  event: NotificationEvent,
): Promise<T[]> {
  const wanting = await allowing(db, [...new Set(recipients.map((r) => r.employee_id))], event, 'mail');
  return recipients.filter((r) => wanting.has(r.employee_id));
}

/** A leaver's browsers: their subscriptions go, and with them every push still waiting (ON DELETE CASCADE). */
export async function forgetSubscriptions(tx: Executor, employeeId: number): Promise<number> {
  const { numDeletedRows } = await tx
    .deleteFrom('push_subscriptions')
    .where('employee_id', '=', employeeId)
    .executeTakeFirst();
  return Number(numDeletedRows);
}

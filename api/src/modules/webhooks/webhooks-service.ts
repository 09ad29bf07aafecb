import type { FastifyInstance } from 'fastify';
import { encryptBuffer, randomToken } from '../../lib/crypto';
import type { AuthUser } from '../../plugins/context';
import { AUDIT_ACTIONS } from '../audit';
import { queueAgain } from './delivery-repository';
import { webhookError } from './messages';
import * as repo from './webhooks-repository';
import { checkTargetUrl } from './webhook-target';

export interface WebhookInput {
  url: string;
  events: string[];
  active?: boolean;
}

const distinct = (events: string[]) => [...new Set(events)];

/** Registers an endpoint; its signing secret is returned once and kept only encrypted with DATA_KEY. */
export async function createWebhook(app: FastifyInstance, admin: AuthUser, input: WebhookInput) {
  const url = (await checkTargetUrl(input.url, app.config.webhookAllowPrivate)).toString();
  const events = distinct(input.events);
  const secret = `whsec_${randomToken(32)}`;
  const webhookId = await app.db.transaction().execute(async (tx) => {
    const id = await repo.insertWebhook(tx, {
      url,
      events,
      secret_encrypted: encryptBuffer(app.config.dataKey, Buffer.from(secret, 'utf8')),
      active: input.active ?? true,
      created_by: admin.id,
    });
    await app.audit.record(tx, {
      actorId: admin.id,
      action: AUDIT_ACTIONS.webhookCreated,
      details: { webhook_id: id, url, events },
    });
    return id;
  });
  return { webhook_id: webhookId, secret };
}

export async function updateWebhook(
  app: FastifyInstance,
  admin: AuthUser,
  webhookId: number,
  input: Partial<WebhookInput>,
) {
  const url =
    input.url === undefined ? undefined : (await checkTargetUrl(input.url, app.config.webhookAllowPrivate)).toString();
  const change = { url, events: input.events && distinct(input.events), active: input.active };
  await app.db.transaction().execute(async (tx) => {
    if (!(await repo.updateWebhook(tx, webhookId, change))) throw webhookError(404, 'webhook.not_found');
    await app.audit.record(tx, {
      actorId: admin.id,
      action: AUDIT_ACTIONS.webhookUpdated,
      details: { webhook_id: webhookId, ...change },
    });
  });
}

export async function deleteWebhook(app: FastifyInstance, admin: AuthUser, webhookId: number) {
  await app.db.transaction().execute(async (tx) => {
    if (!(await repo.deleteWebhook(tx, webhookId))) throw webhookError(404, 'webhook.not_found');
    await app.audit.record(tx, {
      actorId: admin.id,
      action: AUDIT_ACTIONS.webhookDeleted,
      details: { webhook_id: webhookId },
    });
  });
}

/** Queues a past delivery's event again to its endpoint, as a new delivery with its own log. */
export async function redeliver(app: FastifyInstance, admin: AuthUser, deliveryId: string) {
  const queued = await app.db.transaction().execute(async (tx) => {
    const row = await queueAgain(tx, deliveryId);
    if (!row) throw webhookError(404, 'webhook.delivery_not_found');
    await app.audit.record(tx, {
      actorId: admin.id,
      action: AUDIT_ACTIONS.webhookRedelivered,
      details: { webhook_id: row.webhook_id, delivery_id: deliveryId, new_delivery_id: row.delivery_id },
    });
    return row;
  });
  return queued.delivery_id;
}

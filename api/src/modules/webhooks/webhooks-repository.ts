import type { Executor } from '../../db/types';

const LISTED = ['webhook_id', 'url', 'events', 'active', 'created_at', 'updated_at'] as const;

export async function insertWebhook(
  db: Executor,
  webhook: { url: string; events: string[]; secret_encrypted: Buffer; active: boolean; created_by: number },
): Promise<number> {
  const row = await db
    .insertInto('webhooks')
    .values({ ...webhook, events: JSON.stringify(webhook.events) })
    .returning('webhook_id')
    .executeTakeFirstOrThrow();
  return row.webhook_id;
}

export function listWebhooks(db: Executor) {
  return db.selectFrom('webhooks').select(LISTED).orderBy('webhook_id').execute();
}

export function findWebhook(db: Executor, webhookId: number) {
  return db.selectFrom('webhooks').select(LISTED).where('webhook_id', '=', webhookId).executeTakeFirst();
}

/** False when there is no such webhook. */
export async function updateWebhook(
  db: Executor,
  webhookId: number,
  change: { url?: string; events?: string[]; active?: boolean },
): Promise<boolean> {
  const rows = await db
    .updateTable('webhooks')
    .set({
      ...(change.url !== undefined && { url: change.url }),
      ...(change.events !== undefined && { events: JSON.stringify(change.events) }),
      ...(change.active !== undefined && { active: change.active }),
      updated_at: new Date(),
    })
    .where('webhook_id', '=', webhookId)
    .returning('webhook_id')
    .execute();
  return rows.length > 0;
}

/** Deletes the webhook with its deliveries and their log; false when there is no such webhook. */
export async function deleteWebhook(db: Executor, webhookId: number): Promise<boolean> {
  const rows = await db.deleteFrom('webhooks').where('webhook_id', '=', webhookId).returning('webhook_id').execute();
  return rows.length > 0;
}

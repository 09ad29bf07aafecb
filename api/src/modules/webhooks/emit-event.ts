import { sql } from 'kysely';
import { instrumentsOf } from '../../db/db-instruments';
import { defineReadCache } from '../../db/read-caches';
import type { FastifyInstance } from 'fastify';
import type { Executor, Tx } from '../../db/types';
import type { WebhookEvent } from './webhook-events';

/** The event types some active endpoint subscribes to; a write to webhooks empties it on every instance. */
const SUBSCRIBED_CACHE = defineReadCache<'all', ReadonlySet<string>>(['webhooks'], 60_000);

async function loadSubscribed(db: Executor): Promise<ReadonlySet<string>> {
  const rows = await db.selectFrom('webhooks').select('events').where('active', '=', true).execute();
  return new Set(rows.flatMap((row) => row.events));
}

/** From the cache of `db` when it has one; a miss reads through `tx` (PGlite's one connection is the transaction's). */
function subscribedTypes(db: Executor, tx: Tx): Promise<ReadonlySet<string> | undefined> {
  const cache = instrumentsOf(db)?.caches.of(SUBSCRIBED_CACHE);
  return cache ? cache.get('all', () => loadSubscribed(tx)) : loadSubscribed(tx);
}

/**
 * Puts an event in the webhook outbox, with one delivery per subscribed endpoint, inside the caller's transaction
 * `tx`: it is sent if and only if the change commits. Without a subscriber it sends no statement (the clock path
 * stays lean): the subscriptions come from the app database's read cache, which a transaction has no access to.
 */
export async function emitEvent(
  app: Pick<FastifyInstance, 'db'>,
  tx: Tx,
  type: WebhookEvent,
  payload: Record<string, unknown>,
): Promise<void> {
  if (!(await subscribedTypes(app.db, tx))?.has(type)) return;
  await sql`
    with event as (
      insert into webhook_events (event_type, payload) values (${type}, ${JSON.stringify(payload)}::jsonb)
      returning event_id
    )
    insert into webhook_deliveries (webhook_id, event_id)
    select w.webhook_id, event.event_id from event, webhooks w
    where w.active and w.events @> ${JSON.stringify([type])}::jsonb`.execute(tx);
}

import { sql } from 'kysely';
import type { Executor, WebhookDeliveryStatus } from '../../db/types';
import type { SendResult } from './webhook-sender';

/** A delivery claimed by this instance, with what it needs to send it. */
export interface ClaimedDelivery {
  delivery_id: string;
  attempts: number;
  created_at: Date;
  url: string;
  secret_encrypted: Buffer;
  event_id: number;
  event_type: string;
  payload: Record<string, unknown>;
  occurred_at: Date;
}

/**
 * Leases up to `limit` due deliveries of active endpoints to this instance. SKIP LOCKED: instances claiming at
 * the same moment take different rows; the lease keeps the others off while the POST runs, and runs out if this
 * instance dies, so the delivery is tried again (at least once).
 */
export async function claimDue(db: Executor, now: Date, leaseMs: number, limit: number): Promise<ClaimedDelivery[]> {
  const leasedUntil = new Date(now.getTime() + leaseMs);
  const { rows } = await sql<ClaimedDelivery>`
    with claimed as (
      update webhook_deliveries set leased_until = ${leasedUntil}, attempts = attempts + 1
      where delivery_id in (
        select d.delivery_id from webhook_deliveries d join webhooks w on w.webhook_id = d.webhook_id
        where d.status = 'pending' and w.active and d.next_attempt_at <= ${now}
          and (d.leased_until is null or d.leased_until <= ${now})
        order by d.next_attempt_at
        limit ${limit}
        for update of d skip locked
      )
      returning delivery_id, webhook_id, event_id, attempts, created_at
    )
    select c.delivery_id, c.attempts, c.created_at, w.url, w.secret_encrypted,
           e.event_id, e.event_type, e.payload, e.occurred_at
    from claimed c
    join webhooks w on w.webhook_id = c.webhook_id
    join webhook_events e on e.event_id = c.event_id`.execute(db);
  return rows;
}

/** Logs one attempt and moves the delivery on: delivered, due again at `nextAttemptAt`, or failed for good. */
export async function recordAttempt(
  db: Executor,
  deliveryId: string,
  attempt: SendResult & { at: Date },
  outcome: { status: WebhookDeliveryStatus; nextAttemptAt: Date },
): Promise<void> {
  await db.transaction().execute(async (tx) => {
    await tx
      .insertInto('webhook_attempts')
      .values({
        delivery_id: deliveryId,
        attempted_at: attempt.at,
        status_code: attempt.statusCode,
        error: attempt.error,
        duration_ms: attempt.durationMs,
      })
      .execute();
    await tx
      .updateTable('webhook_deliveries')
      .set({
        status: outcome.status,
        next_attempt_at: outcome.nextAttemptAt,
        leased_until: null,
        finished_at: outcome.status === 'pending' ? null : attempt.at,
      })
      .where('delivery_id', '=', deliveryId)
      .where('status', '=', 'pending')
      .execute();
  });
}

/** A new delivery of a past delivery's event to the same endpoint, due now; undefined when there is no such delivery. */
export async function queueAgain(db: Executor, deliveryId: string) {
  return db
    .insertInto('webhook_deliveries')
    .columns(['webhook_id', 'event_id'])
    .expression((eb) =>
      eb.selectFrom('webhook_deliveries').select(['webhook_id', 'event_id']).where('delivery_id', '=', deliveryId),
    )
    .returning(['delivery_id', 'webhook_id'])
    .executeTakeFirst();
}

/** An endpoint's latest deliveries, newest first, each with its attempts. */
export async function deliveriesOf(db: Executor, webhookId: number, limit: number) {
  const deliveries = await db
    .selectFrom('webhook_deliveries as d')
    .innerJoin('webhook_events as e', 'e.event_id', 'd.event_id')
    .select([
      'd.delivery_id',
      'd.event_id',
      'e.event_type',
      'd.status',
      'd.attempts',
      'd.created_at',
      'd.next_attempt_at',
      'd.finished_at',
    ])
    .where('d.webhook_id', '=', webhookId)
    .orderBy('d.created_at', 'desc')
    .orderBy('d.delivery_id')
    .limit(limit)
    .execute();
  const ids = deliveries.map((d) => d.delivery_id);
  const attempts = ids.length
    ? await db
        .selectFrom('webhook_attempts')
        .select(['delivery_id', 'attempted_at', 'status_code', 'error', 'duration_ms'])
        .where('delivery_id', 'in', ids)
        .orderBy('attempt_id')
        .execute()
    : [];
  return deliveries.map((delivery) => ({
    ...delivery,
    attempt_log: attempts
      .filter((a) => a.delivery_id === delivery.delivery_id)
      .map(({ delivery_id: _, ...attempt }) => attempt),
  }));
}

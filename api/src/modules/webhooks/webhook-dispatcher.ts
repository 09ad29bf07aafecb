import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/types';
import { decryptBuffer, type KeyRing } from '../../lib/crypto';
import { claimDue, recordAttempt, type ClaimedDelivery } from './delivery-repository';
import { nextStep } from './delivery-schedule';
import { DELIVERY_BATCH } from './messages';
import { postWebhook, type SendOptions } from './webhook-sender';
import { webhookSignature } from './webhook-signature';

export interface DispatcherOptions extends SendOptions {
  db: Db;
  keys: KeyRing;
  log: FastifyBaseLogger;
}

export interface WebhookDispatcher {
  /** One round: claims the deliveries due at `now`, posts them, logs each attempt; answers how many it tried. */
  deliverDue(now?: Date): Promise<number>;
}

/** The body a receiver gets; the same bytes on every attempt of a delivery, so receivers can dedupe by event id. */
export function eventBody(delivery: Pick<ClaimedDelivery, 'event_id' | 'event_type' | 'occurred_at' | 'payload'>) {
  return JSON.stringify({
    event_id: delivery.event_id,
    type: delivery.event_type,
    occurred_at: delivery.occurred_at.toISOString(),
    data: delivery.payload,
  });
}

export function createWebhookDispatcher(options: DispatcherOptions): WebhookDispatcher {
  const { db, keys, log } = options;
  // Longer than any POST may take, so a lease never runs out under a delivery still in flight.
  const leaseMs = options.timeoutMs + 30_000;

  async function deliver(delivery: ClaimedDelivery, now: Date): Promise<void> {
    const body = eventBody(delivery);
    const timestamp = String(Math.floor(now.getTime() / 1000));
    const secret = decryptBuffer(keys, delivery.secret_encrypted).toString('utf8');
    const result = await postWebhook(
      new URL(delivery.url),
      body,
      {
        'x-webhook-event': delivery.event_type,
        'x-webhook-delivery': delivery.delivery_id,
        'x-webhook-timestamp': timestamp,
        'x-webhook-signature': webhookSignature(secret, timestamp, body),
      },
      options,
    );
    const step = nextStep(delivery, result.error === null, now);
    await recordAttempt(db, delivery.delivery_id, { ...result, at: now }, step);
    if (step.status === 'failed') log.warn({ delivery: delivery.delivery_id }, 'webhook delivery failed for good');
  }

  return {
    async deliverDue(now = new Date()) {
      const claimed = await claimDue(db, now, leaseMs, DELIVERY_BATCH);
      const results = await Promise.allSettled(claimed.map((delivery) => deliver(delivery, now)));
      // A delivery that could not even be logged keeps its lease until it runs out, then is claimed again.
      for (const result of results) {
        if (result.status === 'rejected') log.error({ err: result.reason }, 'webhook delivery could not be recorded');
      }
      return claimed.length;
    },
  };
}

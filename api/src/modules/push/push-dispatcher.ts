import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import webpush from 'web-push';
import type { Config } from '../../config';
import type { Db, Executor } from '../../db/types';
import { nextStep, postWebhook, type SendOptions } from '../webhooks';
import { MAX_PUSH_ERROR_CHARS, PUSH_BATCH, PUSH_TTL_SECONDS } from './messages';
import { vapidKeys } from './vapid-keys';

interface ClaimedPush {
  delivery_id: string;
  subscription_id: number;
  attempts: number;
  created_at: Date;
  payload: Record<string, unknown>;
  endpoint: string;
  p256dh: string;
  auth: string;
}

export interface PushDispatcherOptions extends SendOptions {
  db: Db;
  config: Pick<Config, 'vapid' | 'vapidSubject' | 'dataKey' | 'previousDataKey'>;
  log: FastifyBaseLogger;
}

export interface PushDispatcher {
  /** One round: claims the pushes due at `now`, sends them, records each outcome; answers how many it tried. */
  deliverDue(now?: Date): Promise<number>;
}

/** Leases due pushes to this instance, as the webhook outbox does (SKIP LOCKED; a dead instance's lease runs out). */
async function claimDue(db: Executor, now: Date, leaseMs: number, limit: number): Promise<ClaimedPush[]> {
  const leasedUntil = new Date(now.getTime() + leaseMs);
  const { rows } = await sql<ClaimedPush>`
    with claimed as (
      update push_deliveries set leased_until = ${leasedUntil}, attempts = attempts + 1
      where delivery_id in (
        select delivery_id from push_deliveries
        where status = 'pending' and next_attempt_at <= ${now}
          and (leased_until is null or leased_until <= ${now})
        order by next_attempt_at
        limit ${limit}
        for update skip locked
      )
      returning delivery_id, subscription_id, attempts, created_at, payload
    )
    select c.delivery_id, c.subscription_id, c.attempts, c.created_at, c.payload, s.endpoint, s.p256dh, s.auth
    from claimed c join push_subscriptions s on s.subscription_id = c.subscription_id`.execute(db);
  return rows;
}

/** 404 and 410: the browser unsubscribed or the subscription expired (RFC 8030 section 7.3); it never comes back. */
const GONE = new Set([404, 410]);

export function createPushDispatcher(options: PushDispatcherOptions): PushDispatcher {
  const { db, config, log } = options;
  const leaseMs = options.timeoutMs + 30_000;

  async function deliver(push: ClaimedPush, now: Date, keys: { publicKey: string; privateKey: string }) {
    const request = webpush.generateRequestDetails(
      { endpoint: push.endpoint, keys: { p256dh: push.p256dh, auth: push.auth } },
      JSON.stringify(push.payload),
      {
        vapidDetails: { subject: config.vapidSubject, ...keys },
        TTL: PUSH_TTL_SECONDS,
        contentEncoding: 'aes128gcm',
      },
    );
    const headers = Object.fromEntries(Object.entries(request.headers).map(([name, value]) => [name, String(value)]));
    const result = await postWebhook(new URL(push.endpoint), request.body ?? Buffer.alloc(0), headers, options);
    if (result.statusCode !== null && GONE.has(result.statusCode)) {
      // Its pending pushes go with it (ON DELETE CASCADE).
      await db.deleteFrom('push_subscriptions').where('subscription_id', '=', push.subscription_id).execute();
      return;
    }
    const step = nextStep(push, result.error === null, now);
    await db
      .updateTable('push_deliveries')
      .set({
        status: step.status,
        next_attempt_at: step.nextAttemptAt,
        leased_until: null,
        finished_at: step.status === 'pending' ? null : now,
        last_status: result.statusCode,
        last_error: result.error?.slice(0, MAX_PUSH_ERROR_CHARS) ?? null,
      })
      .where('delivery_id', '=', push.delivery_id)
      .where('status', '=', 'pending')
      .execute();
    if (step.status === 'failed') log.warn({ delivery: push.delivery_id }, 'push delivery failed for good');
  }

  return {
    async deliverDue(now = new Date()) {
      const claimed = await claimDue(db, now, leaseMs, PUSH_BATCH);
      if (claimed.length === 0) return 0;
      const keys = await vapidKeys(db, config);
      const results = await Promise.allSettled(claimed.map((push) => deliver(push, now, keys)));
      for (const result of results) {
        // Never the request itself: its Authorization header carries the VAPID signature.
        if (result.status === 'rejected') log.error({ err: String(result.reason) }, 'push could not be sent');
      }
      return claimed.length;
    },
  };
}

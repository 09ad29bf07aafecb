import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { dataKeyRing } from '../../config';
import { scheduleOutbox } from '../../lib/scheduled-job';
import { createWebhookDispatcher, type WebhookDispatcher } from './webhook-dispatcher';
import { DELIVERY_BATCH } from './messages';

declare module 'fastify' {
  interface FastifyInstance {
    webhookDelivery: WebhookDispatcher & {
      /** Delivers what is due now in the background (a served api only; tests call deliverDue with their clock). */
      nudge(): void;
    };
  }
}

/**
 * Every instance polls for due deliveries (WEBHOOK_POLL_INTERVAL_MS); the claim's lease lets each delivery go to
 * one instance at a time. The state lives in the tables, so a restart picks up where the last run stopped; close
 * waits for the round under way (scheduleJob, background tasks).
 */
export const webhookDeliveryPlugin = fp(async (app: FastifyInstance) => {
  const dispatcher = createWebhookDispatcher({
    db: app.db,
    keys: dataKeyRing(app.config),
    log: app.log,
    timeoutMs: app.config.webhookTimeoutMs,
    allowPrivate: app.config.webhookAllowPrivate,
  });
  app.decorate('webhookDelivery', {
    ...dispatcher,
    nudge: scheduleOutbox(app, {
      name: 'webhook delivery',
      intervalMs: app.config.webhookPollIntervalMs,
      batch: DELIVERY_BATCH,
      deliverDue: () => dispatcher.deliverDue(),
    }),
  });
});

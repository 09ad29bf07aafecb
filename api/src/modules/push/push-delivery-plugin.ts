import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { scheduleOutbox } from '../../lib/scheduled-job';
import { PUSH_BATCH } from './messages';
import { createPushDispatcher, type PushDispatcher } from './push-dispatcher';

declare module 'fastify' {
  interface FastifyInstance {
    pushDelivery: PushDispatcher & {
      /** Sends what is due now in the background (a served api only; tests call deliverDue with their clock). */
      nudge(): void;
    };
  }
}

/**
 * Every instance polls push_deliveries as it polls the webhook outbox (WEBHOOK_POLL_INTERVAL_MS); a claim's lease
 * gives each push to one instance at a time, and the state lives in the table, so a restart picks up where the
 * last run stopped.
 */
export const pushDeliveryPlugin = fp(async (app: FastifyInstance) => {
  const dispatcher = createPushDispatcher({
    db: app.db,
    config: app.config,
    log: app.log,
    timeoutMs: app.config.webhookTimeoutMs,
    allowPrivate: app.config.webhookAllowPrivate,
  });
  app.decorate('pushDelivery', {
    ...dispatcher,
    nudge: scheduleOutbox(app, {
      name: 'push delivery',
      intervalMs: app.config.webhookPollIntervalMs,
      batch: PUSH_BATCH,
      deliverDue: () => dispatcher.deliverDue(),
    }),
  });
});

import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import {
  fallbackCounterStore,
  memoryCounterStore,
  redisCounterStore,
  type CounterStore,
  type StoreHealth,
} from '../lib/counter-store';

declare module 'fastify' {
  interface FastifyInstance {
    /** The rate-limit counters: Redis shared by every instance when REDIS_URL is set (memory while it is down), else memory. */
    counters: CounterStore;
    /** Undefined without Redis; 'degraded' while Redis is down. */
    countersHealth(): StoreHealth | undefined;
  }
}

export const countersPlugin = fp(async (app: FastifyInstance) => {
  const { redisUrl } = app.config;
  if (!redisUrl) {
    app.decorate('counters', memoryCounterStore());
    app.decorate('countersHealth', () => undefined);
  } else {
    const store = fallbackCounterStore(redisCounterStore(redisUrl), {
      onFallback(err, warn) {
        app.metrics.rateLimitFallbacks.inc();
        if (warn) app.log.warn({ err }, 'Redis unreachable: rate limits fall back to this instance until it is back');
      },
    });
    app.decorate('counters', store);
    app.decorate('countersHealth', () => store.health());
  }
  app.addHook('onClose', () => app.counters.close());
});

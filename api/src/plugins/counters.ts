import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import {
  fallbackCounterStore,
  memoryCounterStore,
  redisCounterStore,
  type CounterStore,
  type StoreHealth,
} from '../lib/counter-store';
import { createRedisClient } from '../lib/redis-client';
import { redisMonitor } from '../lib/redis-monitor';

declare module 'fastify' {
  interface FastifyInstance {
    /** The rate-limit counters: Redis shared by every instance when REDIS_URL is set (memory while it is down), else memory. */
    counters: CounterStore;
    /** Undefined without Redis; 'degraded' while Redis is down or silent. */
    countersHealth(): StoreHealth | undefined;
  }
}

export const countersPlugin = fp(async (app: FastifyInstance) => {
  const { redisUrl, redisKeyPrefix, redisDeadlines, redisPingIntervalMs } = app.config;
  if (!redisUrl) {
    app.decorate('counters', memoryCounterStore());
    app.decorate('countersHealth', () => undefined);
    app.addHook('onClose', () => app.counters.close());
    return;
  }
  // Its own connection, so a PING is not queued behind counter commands.
  const monitor = redisMonitor(createRedisClient(redisUrl, redisDeadlines), redisPingIntervalMs, (up) => {
    if (up) app.log.info('Redis answers again: rate limits are shared again');
    else app.log.warn('Redis does not answer: rate limits fall back to this instance until it is back');
  });
  const store = fallbackCounterStore(redisCounterStore(redisUrl, redisKeyPrefix, redisDeadlines), {
    onFallback(err, warn) {
      monitor.markDown();
      app.metrics.rateLimitFallbacks.inc();
      if (warn) app.log.warn({ err }, 'Redis unreachable: rate limits fall back to this instance until it is back');
    },
    primaryUp: () => monitor.up(),
  });
  app.decorate('counters', store);
  app.decorate('countersHealth', () => (monitor.up() ? 'ok' : 'degraded'));
  app.addHook('onClose', async () => {
    await Promise.all([monitor.close(), store.close()]);
  });
});

import crypto from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { access } from './access';
import { requestError } from '../lib/request-errors';

/** The counters and timers modules feed; one registry per app, so tests can build many apps. */
export function createMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  return {
    registry,
    httpDuration: new Histogram({
      name: 'http_request_duration_seconds',
      help: 'HTTP request duration by method, route template and status',
      labelNames: ['method', 'route', 'status_code'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    }),
    faceVerificationDuration: new Histogram({
      name: 'face_verification_duration_seconds',
      help: 'Time from a verify_face request to its decision (decode, inference, comparison)',
      buckets: [0.05, 0.1, 0.2, 0.4, 0.8, 1.6, 3.2, 6.4],
      registers: [registry],
    }),
    faceQueueLength: new Gauge({
      name: 'face_queue_length',
      help: 'Photos waiting for a face worker',
      registers: [registry],
    }),
    faceQueueWait: new Histogram({
      name: 'face_queue_wait_seconds',
      help: 'Time a photo waited for a face worker',
      buckets: [0.01, 0.05, 0.1, 0.2, 0.4, 0.8, 1.6, 3.2],
      registers: [registry],
    }),
    faceQueueRejections: new Counter({
      name: 'face_queue_rejections_total',
      help: 'Photos refused with 503 and Retry-After because the face queue was full',
      registers: [registry],
    }),
    faceVerifications: new Counter({
      name: 'face_verifications_total',
      help: 'Face verifications by result',
      labelNames: ['result'],
      registers: [registry],
    }),
    clockActions: new Counter({
      name: 'clock_actions_total',
      help: 'Clock ins and outs by action and type (in office, remote)',
      labelNames: ['action', 'type'],
      registers: [registry],
    }),
    loginAttempts: new Counter({
      name: 'login_attempts_total',
      help: 'Sign-in attempts by result',
      labelNames: ['result'],
      registers: [registry],
    }),
    rateLimitFallbacks: new Counter({
      name: 'rate_limit_store_fallbacks_total',
      help: 'Rate-limit operations answered from instance memory because Redis was unreachable',
      registers: [registry],
    }),
  };
}

export type Metrics = ReturnType<typeof createMetrics>;

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics;
  }
}

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

function sameSecret(given: string, expected: string): boolean {
  const a = crypto.createHash('sha256').update(given).digest();
  const b = crypto.createHash('sha256').update(expected).digest();
  return crypto.timingSafeEqual(a, b);
}

/** With METRICS_TOKEN only its bearer may read; without, only this machine (a sidecar or node exporter). */
function mayRead(app: FastifyInstance, request: FastifyRequest): boolean {
  const token = app.config.metricsToken;
  if (!token) return LOOPBACK.has(request.socket.remoteAddress ?? '');
  const given = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
  return given !== undefined && sameSecret(given, token);
}

/** GET /metrics in Prometheus text format, and the request duration of every route. */
export const metricsPlugin = fp(async (app: FastifyInstance) => {
  const metrics = createMetrics();
  app.decorate('metrics', metrics);

  if (app.dbPool) {
    const pool = app.dbPool;
    new Gauge({
      name: 'db_pool_connections_in_use',
      help: 'PostgreSQL connections checked out',
      registers: [metrics.registry],
      collect() {
        this.set(pool.inUse());
      },
    });
    new Gauge({
      name: 'db_pool_waiting_requests',
      help: 'Queries waiting for a PostgreSQL connection',
      registers: [metrics.registry],
      collect() {
        this.set(pool.waiting());
      },
    });
  }

  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    metrics.httpDuration.observe(
      { method: request.method, route, status_code: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });

  app.get('/metrics', { config: access.public, schema: { hide: true }, logLevel: 'warn' }, async (request, reply) => {
    // A 404 rather than a 401 or 403: a stranger learns nothing about what is there.
    if (!mayRead(app, request)) throw requestError(404, 'not_found');
    return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics());
  });
});

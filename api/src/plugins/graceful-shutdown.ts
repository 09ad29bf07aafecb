import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** True from beginShutdown() (or app.close()): readiness turns 503 and connections are not kept alive. */
    isShuttingDown(): boolean;
    beginShutdown(): void;
  }
}

/**
 * How long an instance keeps accepting after a stop signal, answering with `Connection: close`, before it
 * stops listening: clients close their kept-alive connections after that answer, so none is cut under a
 * request in flight when the server closes, and a load balancer following readiness has stopped sending.
 */
export const DRAIN_MS = 1000;

/**
 * Draining instead of refusing: once closing, every answer asks its client to close the connection;
 * after DRAIN_MS the server stops listening (new connections are refused, a load balancer retries them
 * elsewhere) and finishes what is in flight, so no request is dropped or reset.
 */
export const gracefulShutdownPlugin = fp(async (app: FastifyInstance) => {
  let closing = false;
  app.decorate('isShuttingDown', () => closing);
  app.decorate('beginShutdown', () => {
    closing = true;
  });
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onRequest', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });
});

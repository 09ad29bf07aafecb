import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** True from the moment app.close() starts: readiness turns 503 and connections are not kept alive. */
    isShuttingDown(): boolean;
  }
}

/**
 * Draining instead of refusing: once closing, the server takes no new connection (a load balancer
 * retries those elsewhere), answers what arrives on connections it already has, and asks each client
 * to close its connection after that answer, so no request is dropped or reset.
 */
export const gracefulShutdownPlugin = fp(async (app: FastifyInstance) => {
  let closing = false;
  app.decorate('isShuttingDown', () => closing);
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onRequest', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });
});

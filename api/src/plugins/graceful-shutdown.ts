import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export interface DrainOptions {
  /** SHUTDOWN_DELAY_MS: serving, not ready, so load balancers following /api/ready stop sending first. */
  delayMs: number;
  /** SHUTDOWN_TIMEOUT_MS: then at most this long for the requests in flight before connections are cut. */
  timeoutMs: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** True from beginShutdown() (or app.close()): readiness turns 503 and connections are not kept alive. */
    isShuttingDown(): boolean;
    beginShutdown(): void;
    /** The stop sequence of a signal: beginShutdown, serve through the delay, then close; false on a forced end. */
    drain(options: DrainOptions): Promise<boolean>;
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Draining instead of refusing, so that even a proxy that never retries loses nothing. From the signal on,
 * readiness says 503 and every answer carries `Connection: close`, so a client drops each kept-alive
 * connection after its answer (it knows before the socket closes, and sends nothing more on it). For
 * `delayMs` the instance keeps accepting and answering whatever load balancers still send while they notice.
 * Then it stops listening: Node closes only the connections idle between requests, and the requests in flight
 * (and those already read from a connection) are answered; past `timeoutMs` the rest are cut.
 */
export const gracefulShutdownPlugin = fp(async (app: FastifyInstance) => {
  let closing = false;
  app.decorate('isShuttingDown', () => closing);
  app.decorate('beginShutdown', () => {
    closing = true;
  });
  app.decorate('drain', async ({ delayMs, timeoutMs }: DrainOptions) => {
    app.beginShutdown();
    await sleep(delayMs);
    let forced = false;
    const cut = setTimeout(() => {
      forced = true;
      app.log.warn('shutdown timeout: closing the remaining connections');
      app.server.closeAllConnections();
    }, timeoutMs);
    try {
      await app.close();
    } finally {
      clearTimeout(cut);
    }
    return !forced;
  });
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onRequest', (_request, reply, done) => {
    if (closing) reply.header('connection', 'close');
    done();
  });
});

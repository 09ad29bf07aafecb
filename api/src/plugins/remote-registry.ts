import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { RemoteRegistry, type RegistrySnapshot } from '../lib/remote-registry';

/** How stale the registry may be: a rewritten REMOTES_FILE is in force this long after it was saved. */
export const REGISTRY_CHECK_INTERVAL_MS = 1000;

declare module 'fastify' {
  interface FastifyInstance {
    remoteRegistry: RemoteRegistry;
  }
  interface FastifyRequest {
    /** The registry as read once for this request: its CSP and, for /remotes.json, its body come from it. */
    registry: RegistrySnapshot;
  }
}

/** Reads REMOTES_FILE at start (a broken file stops the start) and takes one snapshot of it per request. */
export const remoteRegistryPlugin = fp(async (app: FastifyInstance) => {
  const registry = new RemoteRegistry(app.config.remotesFile, {
    checkIntervalMs: REGISTRY_CHECK_INTERVAL_MS,
    onError: (error) => app.log.error({ err: error }, 'remote registry not reloaded; the last good one stays'),
  });
  app.decorate('remoteRegistry', registry);
  app.decorateRequest('registry', null as unknown as RegistrySnapshot);
  app.addHook('onRequest', (request, _reply, done) => {
    request.registry = registry.current();
    done();
  });
});

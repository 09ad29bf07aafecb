import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * The Content-Security-Policy of a response. Remotes hosted on other origins (named in the registry) may serve
 * scripts and be fetched (their mf-manifest.json).
 */
export function contentSecurityPolicy(remoteOrigins: readonly string[]): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...remoteOrigins],
    // antd's css-in-js injects <style> elements at run time.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'connect-src': ["'self'", ...remoteOrigins],
    'font-src': ["'self'", 'data:'],
    'media-src': ["'self'", 'blob:'],
    // The shell's service worker (sw.js) and its web app manifest come from the same origin.
    'worker-src': ["'self'", 'blob:'],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join(';');
}

/**
 * Helmet's headers, and a CSP computed per request from the same registry snapshot that request sees
 * (plugins/remote-registry.ts): a page's policy and the /remotes.json it is served never disagree. The snapshot's
 * revision goes out as Server-Timing, so the shell knows which registry its own page's policy was made from.
 */
export const securityPlugin = fp(async (app: FastifyInstance) => {
  await app.register(helmet, { contentSecurityPolicy: false, crossOriginResourcePolicy: false });
  app.addHook('onRequest', async (request, reply) => {
    const { origins, revision } = request.registry;
    reply
      .header('Content-Security-Policy', contentSecurityPolicy(origins))
      .header('Cross-Origin-Resource-Policy', origins.length ? 'cross-origin' : 'same-origin')
      .header('Server-Timing', `remotes;desc="${revision}"`);
  });
});

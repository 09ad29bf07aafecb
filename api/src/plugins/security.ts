import helmet from 'helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { RegistrySnapshot } from '../lib/remote-registry';

/**
 * The shell's two inline scripts, allowed by their hashes (security.test.ts checks them against the files): the
 * signed-in frame it draws before its bundles arrive (shell/prepaint/prepaint.js, inlined in index.html as it is),
 * and the fetch, for a signed-in person, of the scripts every signed-in page runs (shell/prepaint/preload.js).
 */
export const PREPAINT_SCRIPT_SOURCE = "'sha256-uSItfGlBkg7OSHuTtzw1bheFgK3PnIx+atHsIe9Q8Ow='";
export const PRELOAD_SCRIPT_SOURCE = "'sha256-Ow9RKSUBMRNuKeWZFc4nnFwUUAkOfWtbshsft7DPBLM='";

/**
 * The Content-Security-Policy of a response. Remotes hosted on other origins (named in the registry) may serve
 * scripts and be fetched (their mf-manifest.json).
 */
export function contentSecurityPolicy(remoteOrigins: readonly string[]): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", PREPAINT_SCRIPT_SOURCE, PRELOAD_SCRIPT_SOURCE, ...remoteOrigins],
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

/** Where the api answers with data (its docs page excepted): no document is ever rendered from these responses. */
const isApiCall = (url: string) => url.startsWith('/api/') && !url.startsWith('/api/docs');

// Pages and their files: helmet's defaults; their CSP and CORP come from the registry (below).
const pageHeaders = helmet({ contentSecurityPolicy: false, crossOriginResourcePolicy: false });

// Data: what OWASP's REST Security Cheat Sheet asks of an api, nothing only a document needs (every poll of every
// phone carries them: about 250 bytes instead of 900).
const apiHeaders = helmet({
  contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
  crossOriginResourcePolicy: { policy: 'same-origin' },
  crossOriginOpenerPolicy: false,
  originAgentCluster: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xFrameOptions: { action: 'deny' },
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
});

const ignore = () => {};

/**
 * Helmet's headers (helmet's middleware, built once, on the raw response), and on pages a CSP made from the same
 * registry snapshot that request sees (plugins/remote-registry.ts): a page's policy and the /remotes.json it is
 * served never disagree. The snapshot's revision goes out as Server-Timing, so the shell knows which registry its
 * own page's policy was made from.
 */
export const securityPlugin = fp(async (app: FastifyInstance) => {
  // Built once per registry snapshot, not per request.
  const pageHeadersOf = new WeakMap<RegistrySnapshot, Record<string, string>>();
  const registryHeaders = (snapshot: RegistrySnapshot) => {
    let headers = pageHeadersOf.get(snapshot);
    if (!headers) {
      headers = {
        'Content-Security-Policy': contentSecurityPolicy(snapshot.origins),
        'Cross-Origin-Resource-Policy': snapshot.origins.length ? 'cross-origin' : 'same-origin',
        'Server-Timing': `remotes;desc="${snapshot.revision}"`,
      };
      pageHeadersOf.set(snapshot, headers);
    }
    return headers;
  };
  app.addHook('onRequest', (request, reply, done) => {
    if (isApiCall(request.url)) {
      apiHeaders(request.raw, reply.raw, ignore);
    } else {
      pageHeaders(request.raw, reply.raw, ignore);
      reply.headers(registryHeaders(request.registry));
    }
    done();
  });
});

import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { access } from './access';
import { requestError } from '../lib/request-errors';

// Names that stay the same across deploys: the browser must ask again (ETag makes that a 304 when unchanged).
// The service worker and the web app manifest too: a new build's worker must be found at once.
const NO_CACHE_FILES = new Set([
  'remoteEntry.js',
  'remotes.json',
  'index.html',
  'mf-manifest.json',
  'sw.js',
  'manifest.webmanifest',
]);
const CONTENT_HASH = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i;

export function cacheControlFor(filePath: string): string {
  // A precompressed copy is cached like the file it stands for.
  const name = path.basename(filePath).replace(/\.(br|gz)$/, '');
  if (NO_CACHE_FILES.has(name)) return 'no-cache';
  return CONTENT_HASH.test(name) ? 'public, max-age=31536000, immutable' : 'public, max-age=3600';
}

// The mime table maps `.ts` to MPEG transport streams (video/mp2t); the builds' `.ts` files are TypeScript
// declarations (`@mf-types.d.ts`) and the source maps are JSON, whatever the table says.
const CONTENT_TYPES: [RegExp, string][] = [
  [/\.ts$/, 'text/plain; charset=utf-8'],
  [/\.map$/, 'application/json; charset=utf-8'],
  [/\.webmanifest$/, 'application/manifest+json; charset=utf-8'],
];

/** The Content-Type of a served file where the mime table's guess is wrong; undefined where it is right. */
export function contentTypeFor(filePath: string): string | undefined {
  const name = path.basename(filePath).replace(/\.(br|gz)$/, '');
  return CONTENT_TYPES.find(([pattern]) => pattern.test(name))?.[1];
}

function isDirectory(dir: string): boolean {
  return fs.existsSync(dir) && fs.statSync(dir).isDirectory();
}

async function serveDir(app: FastifyInstance, root: string, prefix: string): Promise<void> {
  if (!isDirectory(root)) return;
  const { publicSourceMaps } = app.config;
  // Each folder in its own scope: @fastify/static decorates the reply once per scope.
  await app.register(async (scope) => {
    await scope.register(fastifyStatic, {
      root,
      prefix,
      cacheControl: false,
      // The build wrote .br and .gz next to each text file: sent by the client's Accept-Encoding, never compressed per request.
      preCompressed: true,
      index: prefix === '/' ? ['index.html'] : false,
      // Source maps carry the whole TypeScript source: hidden unless SOURCE_MAPS=public.
      allowedPath: (pathName) => publicSourceMaps || !pathName.endsWith('.map'),
      setHeaders: (reply, filePath) => {
        reply.header('Cache-Control', cacheControlFor(filePath));
        const type = contentTypeFor(filePath);
        if (type) reply.header('Content-Type', type);
      },
    });
  });
}

function wantsSpa(request: FastifyRequest): boolean {
  const pathname = request.url.split('?')[0] ?? '/';
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    !pathname.startsWith('/api/') &&
    pathname !== '/api' &&
    !pathname.startsWith('/mf/') &&
    path.extname(pathname) === ''
  );
}

/**
 * One port for everything: /remotes.json (the registry as this request read it), the builds of the remotes the
 * registry names by package under /mf/<package>/, and the shell with SPA fallback.
 */
export const webPlugin = fp(async (app: FastifyInstance) => {
  const { webRoot } = app.config;
  const shellDist = path.join(webRoot, 'shell', 'dist');
  const shellIndex = path.join(shellDist, 'index.html');

  app.get('/remotes.json', { config: access.public, schema: { hide: true } }, async (request, reply) => {
    const { revision, remotes } = request.registry;
    const etag = `"${revision}"`;
    reply.header('Cache-Control', 'no-cache').header('ETag', etag);
    return request.headers['if-none-match'] === etag ? reply.status(304).send() : reply.send({ revision, remotes });
  });
  // Routes are fixed once the api listens: a remote added to the registry later is served from its own origin.
  const packages = app.remoteRegistry.current().remotes.flatMap((remote) => (remote.package ? [remote.package] : []));
  for (const pkg of packages) await serveDir(app, path.join(webRoot, pkg, 'dist'), `/mf/${pkg}/`);
  await serveDir(app, shellDist, '/');

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    if (wantsSpa(request) && fs.existsSync(shellIndex)) {
      return reply
        .type('text/html; charset=utf-8')
        .header('Cache-Control', 'no-cache')
        .send(await fs.promises.readFile(shellIndex));
    }
    throw requestError(404, 'not_found');
  });
});

import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Clients send `Content-Type: application/json` with no body on calls like POST /api/refresh;
 * treat that as "no body" (the route schema still decides) instead of Fastify's 400.
 */
export const jsonBodyPlugin = fp(async (app: FastifyInstance) => {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body === '') return done(null, undefined);
    return parseJson(request, body as string, done);
  });
});

import type { FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { ErrorBody } from '../lib/schemas';

const WITH_BODY = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const methodsOf = (route: RouteOptions) => (Array.isArray(route.method) ? route.method : [route.method]);

/**
 * The statuses any /api route may answer whatever its handler does, each with the `{error, code}` body of
 * plugins/error-handler.ts: 500 anywhere; 400 for input that fails its schema or is not JSON; 413 and 415 for
 * a body too large or of another type; 401 and 403 from the bearer check (modules/auth/auth-plugin.ts); 503 with
 * Retry-After while the database does not answer in time (db/database-unavailable.ts).
 */
export function commonStatuses(route: RouteOptions): number[] {
  const { schema = {}, config } = route;
  const sendsBody = methodsOf(route).some((method) => WITH_BODY.has(method));
  const statuses = [500, 503];
  if (sendsBody || schema.body || schema.querystring || schema.params) statuses.push(400);
  if (sendsBody) statuses.push(413, 415);
  if (config?.roles) statuses.push(401, 403);
  return statuses;
}

/** Adds the common statuses to every /api route's documented responses, so the OpenAPI document lists them all. */
export const commonResponsesPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') || !(route.config?.roles || route.config?.access)) return;
    const response: Record<string, unknown> = { ...(route.schema?.response as object | undefined) };
    for (const status of commonStatuses(route)) response[status] ??= ErrorBody;
    route.schema = { ...route.schema, response };
  });
});

import type { FastifyInstance } from 'fastify';

/**
 * Watches every answer of an /api route in the tests and records what breaks the api's contract:
 * - a status its response schema does not declare (the OpenAPI document, and the api-contract types
 *   generated from it, must list every status the api really sends);
 * - a success of a route declaring `employeeData: 'visible'` that never asked the visibility policy
 *   (plugins/visibility.ts), i.e. decided on its own whose data to show.
 * Add before `ready()`; the test app fails its file on close when anything was recorded.
 */
export function trackRouteChecks(app: FastifyInstance): () => string[] {
  const problems = new Set<string>();
  app.addHook('onSend', async (request, reply) => {
    const { url, schema, config } = request.routeOptions;
    if (!url?.startsWith('/api/') || !(config.roles || config.access)) return;
    const route = `${request.method} ${url}`;
    const declared = (schema?.response ?? {}) as Record<string, unknown>;
    if (!(String(reply.statusCode) in declared))
      problems.add(`${route}: status ${reply.statusCode} is not in its schema`);
    if (config.employeeData === 'visible' && reply.statusCode < 400 && !request.visibilityConsulted) {
      problems.add(`${route}: answered without the visibility policy`);
    }
  });
  return () => [...problems];
}

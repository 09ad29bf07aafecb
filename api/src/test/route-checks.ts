import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { instrumentsOf } from '../db/db-instruments';
import { POLICY_MARK } from '../plugins/visibility';

/** Routes that serve other people's data, whose people only the visibility policy may choose. */
const THROUGH_THE_POLICY = new Set(['visible', 'feed']);
/**
 * A read choosing people by the relations the policy's scopes are made of: a manager's reports (`report_to`
 * compared) or a department's members (employee ids taken from `employee_departments`).
 */
const CHOOSES_PEOPLE = [
  /\breport_to"?\s*(=|<>|!=|\bin\b)/i,
  /(=|<>|\bin\b)\s*\(?\s*("?\w+"?\.)?"?report_to"?/i,
  /\bselect\s+(distinct\s+)?("?\w+"?\.)?"?employee_id"?\s+from\s+"?employee_departments\b/i,
];
const isRead = (sql: string) => /^\s*(select|with)\b/i.test(sql);

/**
 * Watches every answer of an /api route in the tests and records what breaks the api's contract:
 * - a status its response schema does not declare (the OpenAPI document, and the api-contract types
 *   generated from it, must list every status the api really sends);
 * - a success of a route declaring `employeeData: 'visible'` or 'feed' that never asked the visibility policy
 *   (plugins/visibility.ts), i.e. decided on its own whose data to show;
 * - a read of such a route that chooses people by a manager's reports or a department's members without the
 *   policy's SQL (its POLICY_MARK): it decided whose rows to read with a filter of its own.
 * Add before `ready()`; the test app fails its file on close when anything was recorded.
 */
export function trackRouteChecks(app: FastifyInstance): () => string[] {
  const problems = new Set<string>();
  const requests = new AsyncLocalStorage<FastifyRequest>();
  app.addHook('onRequest', (request, _reply, done) => requests.run(request, done));
  const instruments = app.hasDecorator('db') ? instrumentsOf(app.db) : undefined;
  instruments?.statements.on(({ sql }) => {
    const request = requests.getStore();
    if (!request || !THROUGH_THE_POLICY.has(request.routeOptions.config.employeeData ?? 'none')) return;
    if (isRead(sql) && CHOOSES_PEOPLE.some((re) => re.test(sql)) && !sql.includes(POLICY_MARK)) {
      problems.add(
        `${request.method} ${request.routeOptions.url}: chose whose rows to read without the visibility policy`,
      );
    }
  });
  app.addHook('onSend', async (request, reply) => {
    const { url, schema, config } = request.routeOptions;
    if (!url?.startsWith('/api/') || !(config.roles || config.access)) return;
    const route = `${request.method} ${url}`;
    const declared = (schema?.response ?? {}) as Record<string, unknown>;
    if (!(String(reply.statusCode) in declared))
      problems.add(`${route}: status ${reply.statusCode} is not in its schema`);
    const served = THROUGH_THE_POLICY.has(config.employeeData ?? 'none');
    if (served && reply.statusCode < 400 && !request.visibilityConsulted) {
      problems.add(`${route}: answered without the visibility policy`);
    }
  });
  return () => [...problems];
}

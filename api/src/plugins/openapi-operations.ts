import '@fastify/swagger';
import type { FastifySchema, RouteOptions } from 'fastify';

/** The security scheme an API token is sent with; each operation a token may call lists its scope under it. */
export const API_TOKEN_SCHEME = 'apiToken';

/** The name fastify gives a wildcard route's rest of the path; the document calls it `path`. */
const WILDCARD = '*';
const WILDCARD_PARAM = 'path';

/** A word list as lodash's `words` splits an identifier or a path: on separators, case changes and digits. */
function words(text: string): string[] {
  return text.match(/[A-Z]?[a-z]+|[A-Z]+(?![a-z])|\d+/g) ?? [];
}

/**
 * The operation's name as api-contract's endpoint generator (@rtk-query/codegen-openapi through oazapfts) derives it
 * from the method and the path without `/api`: the first parameter reads 'by', the second 'and', camel-cased
 * (GET /api/reports_dashboard: getReportsDashboard; PUT /api/employees/{id}/manager: putEmployeesByIdManager). Giving
 * each operation that name keeps every generated hook's name.
 */
export function operationIdOf(method: string, documentedPath: string): string {
  const path = documentedPath
    .replace(/^\/api(?=\/)/, '')
    .replace(/\{(.+?)\}/, 'by $1')
    .replace(/\{(.+?)\}/, 'and $1');
  const [first = '', ...rest] = words(`${method.toLowerCase()} ${path}`);
  return first.toLowerCase() + rest.map((word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase()).join('');
}

/** A wildcard route (`/api/files/*`) documented with a named path parameter (`/api/files/{path}`). */
function namedWildcard(url: string, schema: FastifySchema): { url: string; schema: FastifySchema } {
  if (!url.endsWith(`/${WILDCARD}`)) return { url, schema };
  const params = schema.params as { properties?: Record<string, unknown>; required?: string[] } | undefined;
  const { [WILDCARD]: rest, ...others } = params?.properties ?? {};
  const properties = { ...others, [WILDCARD_PARAM]: rest ?? { type: 'string' } };
  const required = [...(params?.required ?? []).filter((name) => name !== WILDCARD), WILDCARD_PARAM];
  return {
    url: `${url.slice(0, -WILDCARD.length)}:${WILDCARD_PARAM}`,
    schema: { ...schema, params: { ...params, type: 'object', properties, required } },
  };
}

/** `/api/x/:id` as the document writes it: `/api/x/{id}`. */
const documentedPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

/**
 * A route's operation in the document: its operationId (unless the schema names one), its security (none on public
 * routes; the rbac plugin's bearer or kiosk scheme otherwise, and the API token scheme with the route's scope when
 * tokens may call it), and a wildcard's parameter named.
 */
export function documentedOperation(route: RouteOptions, url: string, schema: FastifySchema) {
  const named = namedWildcard(url, schema);
  const { access, tokenScope } = route.config ?? {};
  const declared = named.schema.security ?? [];
  const security =
    access === 'public' ? [] : [...declared, ...(tokenScope ? [{ [API_TOKEN_SCHEME]: [tokenScope] }] : [])];
  const operationId = named.schema.operationId ?? operationIdOf(String(route.method), documentedPath(named.url));
  return { url: named.url, schema: { ...named.schema, operationId, security } };
}

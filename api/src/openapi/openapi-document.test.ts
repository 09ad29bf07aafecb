import type { FastifyInstance } from 'fastify';
import { TOKEN_SCOPES } from '../lib/token-scopes';
import { API_TOKEN_SCHEME, operationIdOf } from '../plugins/openapi-operations';
import { buildOfflineApp } from './openapi-document';

interface Operation {
  operationId?: string;
  summary?: string;
  security?: Record<string, string[]>[];
  parameters?: { in: string; name: string }[];
}
interface Document {
  servers?: { url: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, unknown> };
}

let app: FastifyInstance;
let document: Document;
beforeAll(async () => {
  app = await buildOfflineApp();
  document = app.swagger() as unknown as Document;
});
afterAll(() => app.close());

const operations = () =>
  Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({ name: `${method.toUpperCase()} ${path}`, path, operation })),
  );

/** `/api/x/:id` or `/api/files/*` as the document writes it. */
const documented = (url: string) => url.replace(/:(\w+)/g, '{$1}').replace(/\/\*$/, '/{path}');

describe('API token scopes', () => {
  it('every /api route decided whether an API token may call it, and with which scope', () => {
    const undecided = app.apiRoutes.filter((route) => route.tokenScope === undefined);
    expect(undecided.map((route) => `${route.method} ${route.url}: add config.tokenScope (null: no tokens)`)).toEqual(
      [],
    );
    const scopes = app.apiRoutes.map((route) => route.tokenScope).filter(Boolean);
    // The scim scope is the SCIM endpoints' alone (/scim/v2, modules/scim): no /api route takes it.
    expect(new Set(scopes)).toEqual(new Set(TOKEN_SCOPES.filter((scope) => scope !== 'scim')));
  });

  it('never offers a token scope on a public or kiosk route, which a token would not sign in to', () => {
    const odd = app.apiRoutes.filter((route) => !route.roles && route.tokenScope !== null);
    expect(odd.map((route) => `${route.method} ${route.url}`)).toEqual([]);
  });
});

describe('the OpenAPI document', () => {
  it('has a server and the bearer, kiosk and API token schemes', () => {
    expect(document.servers?.length).toBeGreaterThan(0);
    expect(Object.keys(document.components.securitySchemes).sort()).toEqual(
      ['bearerAuth', 'kioskAuth', API_TOKEN_SCHEME].sort(),
    );
  });

  it('gives every operation a unique operationId, a summary and its security', () => {
    const all = operations();
    expect(all.length).toBeGreaterThan(80);
    const incomplete = all
      .filter(({ operation }) => !operation.operationId || !operation.summary?.trim() || !operation.security)
      .map(({ name }) => name);
    expect(incomplete).toEqual([]);
    const ids = all.map(({ operation }) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("declares each route's security: none when public, the kiosk credential, or a session and the token scope", () => {
    for (const route of app.apiRoutes) {
      const operation = document.paths[documented(route.url)]?.[route.method.toLowerCase()];
      const expected = route.roles
        ? [{ bearerAuth: [] }, ...(route.tokenScope ? [{ [API_TOKEN_SCHEME]: [route.tokenScope] }] : [])]
        : route.kiosk
          ? [{ kioskAuth: [] }]
          : [];
      expect({ route: `${route.method} ${route.url}`, security: operation?.security }).toEqual({
        route: `${route.method} ${route.url}`,
        security: expected,
      });
    }
  });

  it('declares every parameter of each path, the files wildcard included', () => {
    expect(Object.keys(document.paths)).toContain('/api/files/{path}');
    const missing = operations().flatMap(({ name, path, operation }) =>
      [...path.matchAll(/\{([^}]+)\}/g)]
        .map((match) => match[1])
        .filter((param) => !operation.parameters?.some((p) => p.in === 'path' && p.name === param))
        .map((param) => `${name}: ${param}`),
    );
    expect(missing).toEqual([]);
  });
});

describe('operationIdOf', () => {
  it("derives the names api-contract's generated endpoints and hooks already use", () => {
    expect(operationIdOf('GET', '/api/reports_dashboard')).toBe('getReportsDashboard');
    expect(operationIdOf('PUT', '/api/employees/{id}/manager')).toBe('putEmployeesByIdManager');
    expect(operationIdOf('GET', '/api/face_fallbacks/{fallback_id}/{which}')).toBe(
      'getFaceFallbacksByFallbackIdAndWhich',
    );
    expect(operationIdOf('GET', '/api/calendar_feed.ics')).toBe('getCalendarFeedIcs');
    expect(operationIdOf('GET', '/api/files/{path}')).toBe('getFilesByPath');
  });
});

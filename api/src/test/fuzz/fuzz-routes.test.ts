import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { populatedPlaces } from '../../modules/geocode/populated-places';
import { REQUEST_ERRORS } from '../../lib/request-errors';
import { pairedKiosk } from '../kiosk-fixtures';
import { multipartBody, type Part } from '../multipart';
import { createTestApp, TestContext } from '../test-app';
import { dbFingerprint } from './db-fingerprint';
import { hostileScalar } from './hostile-values';
import { integerCases, integerFields, type IntegerField } from './integer-forms';
import { valueFor, type JsonSchema, type Operation } from './schema-values';

/** A multipart route's text fields and files, as its body schema declares them (a file is `format: binary`). */
function multipartShape(op: Operation): { fields: string[]; files: string[] } | undefined {
  const properties = op.requestBody?.content?.['multipart/form-data']?.schema?.properties;
  if (!properties) return undefined;
  const names = (file: boolean) =>
    Object.entries(properties)
      .filter(([, schema]) => (schema.format === 'binary') === file)
      .map(([name]) => name);
  return { fields: names(false), files: names(true) };
}
// Readiness answers 503 by design while the face models are not loaded (this app never loads them).
const MAY_ANSWER_503 = new Set(['GET /api/ready']);
const RUNS_PER_ROUTE_AND_ROLE = Number(process.env.FUZZ_RUNS ?? 12);
// A caller the route does not admit is refused on arrival (auth's onRequest hook), before any schema reads the body.
const RUNS_PER_REFUSED_ROLE = Math.min(3, RUNS_PER_ROUTE_AND_ROLE);
// 414: the router refuses a path segment over its length limit before authentication.
const REFUSED_ON_ARRIVAL = [401, 403, 414];
// A request that never answers, not a slow one: on a loaded two-core CI machine one PGlite request took over 5 s.
const HANG_MS = 30_000;

let t: TestContext;
let roles: Record<string, Record<string, string>>;
let kioskHeaders: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  // A served api reads the place list once at start; the first reverse lookup would wait for it, not hang.
  await populatedPlaces();
  const admin = await t.signedIn('admin');
  const manager = await t.signedIn('manager');
  const employee = await t.createUser('employee', { reportTo: manager.id });
  const employeeTokens = await t.login(employee);
  roles = {
    anonymous: {},
    employee: { authorization: `Bearer ${employeeTokens.access_token}` },
    manager: manager.headers,
    admin: admin.headers,
  };
  kioskHeaders = (await pairedKiosk(t, admin)).headers;
}, 60_000);
afterAll(() => t.close());

function operations(): Array<{ method: string; path: string; op: Operation }> {
  const doc = t.app.swagger() as { paths: Record<string, Record<string, Operation>> };
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({ method: method.toUpperCase(), path, op })),
  );
}

/** A path, query or form value as it arrives on the wire. */
const wireText = (schema: JsonSchema = {}) =>
  valueFor(schema).map((value) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? '')));

const multipartPart = (name: string, file: boolean) =>
  fc
    .tuple(wireText(), fc.constantFrom(1, 1, 2))
    .map(([value, copies]): Part[] =>
      Array.from({ length: copies }, () =>
        file ? { name, value: Buffer.from(value), filename: 'x.png', contentType: 'image/png' } : { name, value },
      ),
    );

function requestArbitrary(method: string, path: string, op: Operation): fc.Arbitrary<InjectOptions> {
  const params = op.parameters ?? [];
  const pathParams = params.filter((p) => p.in === 'path');
  const queryParams = params.filter((p) => p.in === 'query');
  const jsonSchema = op.requestBody?.content?.['application/json']?.schema;
  const multipart = multipartShape(op);

  const pathArb = fc
    .tuple(...pathParams.map((p) => wireText(p.schema)))
    .map((values) =>
      pathParams.reduce((url, p, i) => url.replace(`{${p.name}}`, encodeURIComponent(values[i]!)), path),
    );
  const queryArb = fc.record(Object.fromEntries(queryParams.map((p) => [p.name, wireText(p.schema)])), {
    requiredKeys: [],
  });
  const bodyArb: fc.Arbitrary<Pick<InjectOptions, 'payload' | 'headers'>> = multipart
    ? fc
        .tuple(
          ...multipart.fields.map((name) => fc.option(multipartPart(name, false), { nil: [] })),
          ...multipart.files.map((name) => fc.option(multipartPart(name, true), { nil: [] })),
        )
        .map((parts) => multipartBody(parts.flat()))
    : fc.oneof(
        {
          weight: 4,
          arbitrary: valueFor(jsonSchema ?? { type: 'object' }).map((payload) => ({
            payload: JSON.stringify(payload) ?? '',
            headers: { 'content-type': 'application/json' },
          })),
        },
        hostileScalar.map((payload) => ({
          payload: JSON.stringify(payload) ?? '',
          headers: { 'content-type': 'application/json' },
        })),
        fc
          .constantFrom('{"a":', '\u0000', '[]]')
          .map((payload) => ({ payload, headers: { 'content-type': 'application/json' } })),
      );
  return fc.tuple(pathArb, queryArb, bodyArb).map(([url, query, body]) => ({
    method: method as InjectOptions['method'],
    url,
    query: query as Record<string, string>,
    ...(method === 'GET' || method === 'DELETE' ? {} : body),
  }));
}

function withDeadline<T>(work: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} hung over ${HANG_MS} ms`)), HANG_MS);
  });
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}

describe('hostile input on every route, for every role', () => {
  it('never answers 5xx, never hangs, and a refused request changes no row', async () => {
    const ops = operations().filter(({ path }) => path.startsWith('/api/'));
    expect(ops.length).toBeGreaterThan(35);
    const failures: string[] = [];
    // The rows as the last refused request left them, when nothing has run since: the next request's starting point.
    let unchangedSince: string | undefined;
    for (const { method, path, op } of ops) {
      for (const [role, headers] of Object.entries(roles)) {
        const admitted = admits(method, path, role);
        await fc.assert(
          fc.asyncProperty(requestArbitrary(method, path, op), async (request) => {
            // Work a previous request left running (a reset mail) must not count against this one.
            await t.app.background.idle();
            const before = unchangedSince ?? (await dbFingerprint(t.db));
            unchangedSince = undefined;
            const shown = `${role} ${method} ${request.url} ${JSON.stringify(request.query)} ${String(request.payload).slice(0, 300)}`;
            // app.inject: nothing here reads the audit log, so the test app's flush of the chain after each request
            // is left out (the chain's tables are outside the fingerprint).
            const res = await withDeadline(
              t.app.inject({ ...request, headers: { ...request.headers, ...headers } }),
              `${method} ${path}`,
            ).catch((err: Error) => failures.push(`${err.message}: ${shown}`));
            if (typeof res === 'number') return;
            const unavailableByDesign = res.statusCode === 503 && MAY_ANSWER_503.has(`${method} ${path}`);
            if (res.statusCode >= 500 && !unavailableByDesign)
              failures.push(`${res.statusCode} ${shown}: ${res.body.slice(0, 200)}`);
            if (!admitted && !REFUSED_ON_ARRIVAL.includes(res.statusCode))
              failures.push(`${res.statusCode} to a caller the route does not admit: ${shown}`);
            await t.app.background.idle();
            if (res.statusCode < 400) return;
            unchangedSince = await dbFingerprint(t.db);
            if (unchangedSince !== before) failures.push(`refused with ${res.statusCode} but changed rows: ${shown}`);
          }),
          { numRuns: admitted ? RUNS_PER_ROUTE_AND_ROLE : RUNS_PER_REFUSED_ROLE, seed: 20261124 },
        );
      }
    }
    expect(failures).toEqual([]);
  }, 900_000);
});

/** What the app declared about who may call an OpenAPI path. */
function apiRoute(method: string, path: string) {
  const url = path.replace(/\{(\w+)\}/g, ':$1');
  return t.app.apiRoutes.find((r) => r.method === method && r.url === url);
}

/** Whether the route lets this role past authentication, so the request's input reaches the route's schema. */
function admits(method: string, path: string, role: string): boolean {
  const route = apiRoute(method, path);
  if (!route || route.roles === null) return !route?.kiosk;
  return (route.roles as readonly string[]).includes(role);
}

/** Headers of a caller the route admits (its most privileged role, or a kiosk), so a request reaches its schema. */
function callerOf(method: string, path: string): Record<string, string> {
  const route = apiRoute(method, path);
  if (route?.kiosk) return kioskHeaders;
  const role = (['admin', 'manager', 'employee'] as const).find((r) => route?.roles?.includes(r));
  return role ? roles[role]! : {};
}

const label = (name: string) => name.charAt(0).toUpperCase() + name.slice(1).replace(/_/g, ' ');
// Fastify's default router maxParamLength: a longer path segment is refused before any schema sees it.
const MAX_PARAM_LENGTH = 100;

/** 400 with a sentence that names the field, or the router's 414 for a path segment it will not read. */
function refusedClearly(field: IntegerField, form: string, res: LightMyRequestResponse): boolean {
  const error = (res.json() as { error?: unknown }).error;
  if (field.where === 'path' && encodeURIComponent(form).length > MAX_PARAM_LENGTH)
    return res.statusCode === 414 && error === REQUEST_ERRORS['request.path_too_long'];
  const named = typeof error === 'string' && error.startsWith(`${label(field.name)} `) && error.includes(' must ');
  return res.statusCode === 400 && named;
}

describe('integers out of range or in another notation, in every field of every route', () => {
  it('every integer a route reads declares its range', () => {
    const unbounded = operations().flatMap(({ method, path, op }) =>
      integerFields(op)
        .map(({ name, schema, list }) => ({ name, schema: list ? schema.items! : schema }))
        .filter(({ schema }) =>
          [schema, ...(schema.anyOf ?? [])].every((s) => s.minimum === undefined || s.maximum === undefined),
        )
        .map(({ name }) => `${method} ${path} ${name}`),
    );
    expect(unbounded).toEqual([]);
  });

  it('answers 400 naming the field, never 5xx, and changes no row', async () => {
    const failures: string[] = [];
    let sent = 0;
    for (const { method, path, op } of operations().filter((o) => o.path.startsWith('/api/'))) {
      const cases = integerCases(method, path, op);
      if (cases.length === 0) continue;
      await t.app.background.idle();
      const before = await dbFingerprint(t.db);
      for (const { field, form, request } of cases) {
        // English asked for: the valid-values pass may have set a caller's own language (PUT /api/me/preferences).
        const headers = { ...request.headers, ...callerOf(method, path), 'accept-language': 'en' };
        const res = await t.app.inject({ ...request, headers });
        sent += 1;
        if (!refusedClearly(field, form, res))
          failures.push(
            `${method} ${path} ${field.where} ${field.name}=${form}: ${res.statusCode} ${res.body.slice(0, 200)}`,
          );
      }
      await t.app.background.idle();
      if ((await dbFingerprint(t.db)) !== before) failures.push(`${method} ${path}: a refused request changed rows`);
    }
    expect(failures).toEqual([]);
    expect(sent).toBeGreaterThan(300);
  }, 300_000);
});

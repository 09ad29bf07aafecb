import { Kysely } from 'kysely';
import { buildApp } from './app';
import { DATABASE_RETRY_AFTER_SECONDS } from './db/database-unavailable';
import { postgresDialect } from './db/postgres';
import type { Database } from './db/types';
import { createTestApp, TestContext } from './test/test-app';
import { apiError } from './test/api-error';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the app shell', () => {
  it('reports health when the database answers', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('answers unknown /api routes with a JSON 404', async () => {
    for (const url of ['/api/nope', '/api/settings/nope', '/api']) {
      const res = await t.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(apiError('not_found'));
    }
  });

  it("sends a page security headers with a CSP that fits the app, and the api's data only what an api needs", async () => {
    const data = await t.inject({ method: 'GET', url: '/api/health' });
    expect(data.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
    expect(data.headers['x-frame-options']).toBe('DENY');
    expect(data.headers['x-content-type-options']).toBe('nosniff');
    expect(data.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(data.headers['strict-transport-security']).toMatch(/^max-age=/);
    expect(data.headers['server-timing']).toBeUndefined();
    expect(data.headers['x-xss-protection']).toBeUndefined();
    // The docs page is a page: the lean policy would block its scripts.
    expect(String((await t.inject({ method: 'GET', url: '/api/docs' })).headers['content-security-policy'])).toContain(
      "script-src 'self'",
    );

    const res = await t.inject({ method: 'GET', url: '/login' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("img-src 'self' data: blob:");
    expect(csp).toContain("connect-src 'self'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('publishes OpenAPI with the auth and settings routes', async () => {
    const spec = (await t.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(Object.keys(spec.paths)).toEqual(
      expect.arrayContaining(['/api/login', '/api/refresh', '/api/settings', '/api/branding']),
    );
    expect(spec.paths['/api/settings'].get.security).toEqual([{ bearerAuth: [] }]);
    expect(Object.keys(spec.paths).every((p: string) => p.startsWith('/api/'))).toBe(true);
    expect((await t.inject({ method: 'GET', url: '/api/docs' })).statusCode).toBeLessThan(400);
  });

  it('accepts an empty JSON body where the route needs none, and refuses it where one is needed', async () => {
    const headers = { 'content-type': 'application/json' };
    const refresh = await t.inject({
      method: 'POST',
      url: '/api/refresh',
      headers: { ...headers, authorization: 'Bearer x' },
    });
    expect(refresh.statusCode).toBe(401);
    const login = await t.inject({ method: 'POST', url: '/api/login', headers });
    expect(login.statusCode).toBe(400);
    expect(login.json()).toEqual({
      error: 'The request body is missing or malformed.',
      code: 'validation.invalid_input',
    });
    expect(login.headers['x-request-id']).toEqual(expect.any(String));
    const german = await t.inject({
      method: 'POST',
      url: '/api/login',
      headers: { ...headers, 'accept-language': 'de' },
    });
    expect(german.json()).toEqual({
      error: 'Der Inhalt der Anfrage fehlt oder ist fehlerhaft.',
      code: 'validation.invalid_input',
    });
  });

  it('turns malformed JSON into a 400 {error}', async () => {
    const res = await t.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'The request body is not valid JSON.', code: 'request.invalid_json' });
  });
});

describe('when the database is down', () => {
  it('answers health with 503, and a request 503 with Retry-After and no internal detail', async () => {
    const db = new Kysely<Database>({ dialect: postgresDialect('postgres://nobody@127.0.0.1:1/none', 1) });
    const app = await buildApp({ ...t.config }, { db, logger: false });
    try {
      const health = await app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(503);
      expect(health.json()).toEqual(apiError('health.database_unavailable'));
      const login = await app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: 'a@b.example', password: 'x' },
      });
      expect(login.statusCode).toBe(503);
      expect(login.headers['retry-after']).toBe(String(DATABASE_RETRY_AFTER_SECONDS));
      expect(login.json()).toEqual(apiError('service.database_unavailable'));
    } finally {
      await app.close();
      await db.destroy();
    }
  });
});

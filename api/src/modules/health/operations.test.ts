import { createTestApp, TestContext } from '../../test/test-app';
import { readiness } from './readiness';

// An engine the test owns, loaded as far as readiness can tell; no test here describes a face.
const loadedEngine = { describe: () => Promise.reject(new Error('no face in these tests')) };

describe('readiness and metrics', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp({ faceEngine: loadedEngine });
  });
  afterAll(() => t.close());

  it('is ready when the database answers and migrations are applied; not while shutting down', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ready', checks: { database: 'ok', migrations: 'ok', face_models: 'ok' } });
    expect(await readiness(t.app, true)).toEqual({
      ready: false,
      checks: { database: 'ok', migrations: 'ok', face_models: 'ok', shutdown: 'in progress' },
    });
  });

  it('is not ready before the face models are loaded', async () => {
    Object.assign(loadedEngine, { ready: () => false });
    try {
      const res = await t.inject({ method: 'GET', url: '/api/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json().checks.face_models).toBe('failing');
    } finally {
      Object.assign(loadedEngine, { ready: undefined });
    }
  });

  it('serves Prometheus metrics to this machine only, with route templates', async () => {
    const user = await t.createUser('employee');
    await t.login(user);
    await t.inject({ method: 'GET', url: `/api/employees/${user.id}` });
    const res = await t.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.body).toContain('process_resident_memory_bytes');
    expect(res.body).toContain('login_attempts_total{result="success"} 1');
    expect(res.body).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/api\/employees\/:id",status_code="401"\} 1/,
    );
    expect((await t.inject({ method: 'GET', url: '/metrics', remoteAddress: '10.1.2.3' })).statusCode).toBe(404);
  });

  it('echoes a safe X-Request-Id and replaces an unsafe one', async () => {
    const given = await t.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'lb-7f3a:42' } });
    expect(given.headers['x-request-id']).toBe('lb-7f3a:42');
    const unsafe = await t.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'a b<script>' } });
    expect(unsafe.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const long = await t.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'x'.repeat(129) } });
    expect(long.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('metrics behind a token', () => {
  it('answers only the bearer of METRICS_TOKEN, even on this machine', async () => {
    const t = await createTestApp({ env: { METRICS_TOKEN: 'metrics-secret-token-123' } });
    try {
      const get = (authorization?: string) =>
        t.inject({
          method: 'GET',
          url: '/metrics',
          remoteAddress: '127.0.0.1',
          headers: authorization ? { authorization } : {},
        });
      expect((await get()).statusCode).toBe(404);
      expect((await get('Bearer wrong')).statusCode).toBe(404);
      expect((await get('Bearer metrics-secret-token-123')).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});

describe('Redis configured but down', () => {
  it('still signs in, counts the fallback and reports redis degraded while staying ready', async () => {
    const t = await createTestApp({ env: { REDIS_URL: 'redis://127.0.0.1:1' }, faceEngine: loadedEngine });
    try {
      const user = await t.createUser('employee');
      expect(
        (await t.inject({ method: 'POST', url: '/api/login', payload: { email: user.email, password: 'wrong' } }))
          .statusCode,
      ).toBe(401);
      expect(
        (await t.inject({ method: 'POST', url: '/api/login', payload: { email: user.email, password: user.password } }))
          .statusCode,
      ).toBe(200);
      const ready = await t.inject({ method: 'GET', url: '/api/ready' });
      expect(ready.statusCode).toBe(200);
      expect(ready.json().checks.redis).toBe('degraded');
      const metrics = await t.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1' });
      expect(metrics.body).toMatch(/rate_limit_store_fallbacks_total [1-9]/);
    } finally {
      await t.close();
    }
  });
});

describe('TRUST_PROXY', () => {
  const failFrom = (t: TestContext, email: string, forwardedFor: string) =>
    t.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email, password: 'wrong' },
      remoteAddress: '10.0.0.9',
      headers: { 'x-forwarded-for': forwardedFor },
    });

  it.each([
    ['off: a forged X-Forwarded-For is ignored, everyone behind the socket address shares its limit', undefined, 429],
    ['on: each client behind the proxy has its own limit', 'true', 401],
    ['a hop count: the client one address from the right of X-Forwarded-For has its own limit', '1', 401],
    ['the proxy by its address', '10.0.0.9', 401],
    ['the proxy by a CIDR, among others', '192.0.2.1, 10.0.0.0/8', 401],
    ['a CIDR that does not hold the proxy: its forwarded addresses are not believed', '172.16.0.0/12', 429],
  ])('%s', async (_, trustProxy, fourthStatus) => {
    const t = await createTestApp({
      env: { LOGIN_MAX_ATTEMPTS_PER_IP: '3', ...(trustProxy ? { TRUST_PROXY: trustProxy } : {}) },
    });
    try {
      for (let i = 0; i < 3; i += 1) await failFrom(t, `nobody${i}@test.example`, `203.0.113.${i}`);
      expect((await failFrom(t, 'nobody9@test.example', '203.0.113.50')).statusCode).toBe(fourthStatus);
    } finally {
      await t.close();
    }
  });
});

import { backoffDelayMs, type BackoffPolicy } from '../../lib/backoff-turn';
import { createTestApp, TestContext } from '../../test/test-app';
import { apiError } from '../../test/api-error';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({
    env: {
      LOGIN_MAX_ATTEMPTS_PER_IP: '6',
      LOGIN_MAX_ATTEMPTS_PER_EMAIL: '3',
      LOGIN_SLOWDOWN_AFTER: '4',
      LOGIN_SLOWDOWN_BASE_MS: '1',
      LOGIN_SLOWDOWN_MAX_MS: '4',
    },
  });
});
afterAll(() => t.close());

const login = (email: string, password: string, remoteAddress: string) =>
  t.inject({ method: 'POST', url: '/api/login', payload: { email, password }, remoteAddress });

describe('login rate limits', () => {
  it('blocks an account from one address after too many failures, with Retry-After', async () => {
    const user = await t.createUser('employee');
    for (let i = 0; i < 3; i += 1) expect((await login(user.email, 'wrong', '10.1.0.1')).statusCode).toBe(401);
    const blocked = await login(user.email, user.password, '10.1.0.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual(apiError('auth.too_many_attempts'));
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(800);
    expect((await login(user.email.toUpperCase(), user.password, '10.1.0.1')).statusCode).toBe(429);
  });

  it("never lets a stranger's failures lock the owner out from another address", async () => {
    const user = await t.createUser('employee');
    for (const ip of ['10.4.0.1', '10.4.0.2', '10.4.0.3', '10.4.0.4']) {
      for (let i = 0; i < 3; i += 1) await login(user.email, 'wrong', ip);
      expect((await login(user.email, 'wrong', ip)).statusCode).toBe(429);
    }
    expect((await login(user.email, user.password, '10.4.9.9')).statusCode).toBe(200);
  });

  it('counts parallel wrong passwords atomically: no more than the limit get checked', async () => {
    const user = await t.createUser('employee');
    const answers = await Promise.all(Array.from({ length: 12 }, () => login(user.email, 'wrong', '10.5.0.1')));
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(3);
    expect(statuses.filter((status) => status === 429)).toHaveLength(9);
  });

  it('blocks an address after too many failures across different emails', async () => {
    const user = await t.createUser('employee');
    for (let i = 0; i < 6; i += 1) {
      expect((await login(`guess${i}@test.example`, 'wrong', '10.2.0.1')).statusCode).toBe(401);
    }
    expect((await login(user.email, user.password, '10.2.0.1')).statusCode).toBe(429);
    expect((await login(user.email, user.password, '10.2.0.2')).statusCode).toBe(200);
  });

  it('does not count successful sign-ins against an office behind one address', async () => {
    for (let i = 0; i < 8; i += 1) {
      const user = await t.createUser('employee');
      expect((await login(user.email, user.password, '10.6.0.1')).statusCode).toBe(200);
    }
  });

  it('clears the account counter after a successful sign-in', async () => {
    const user = await t.createUser('employee');
    await login(user.email, 'wrong', '10.3.0.1');
    await login(user.email, 'wrong', '10.3.0.1');
    expect((await login(user.email, user.password, '10.3.0.1')).statusCode).toBe(200);
    await login(user.email, 'wrong', '10.3.0.1');
    await login(user.email, 'wrong', '10.3.0.1');
    expect((await login(user.email, user.password, '10.3.0.1')).statusCode).toBe(200);
  });
});

describe('account slowdown', () => {
  const defaults: BackoffPolicy = { windowSeconds: 900, free: 5, baseMs: 500, maxMs: 8000 };
  it('waits longer after each failure beyond the threshold, up to the maximum', () => {
    expect([0, 4, 5, 6, 7, 9, 20].map((failures) => backoffDelayMs(failures, defaults))).toEqual([
      0, 0, 500, 1000, 2000, 8000, 8000,
    ]);
  });
});

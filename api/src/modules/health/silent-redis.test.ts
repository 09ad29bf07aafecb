import { execFileSync } from 'node:child_process';
import { createTestApp, TestContext } from '../../test/test-app';
import { tcpForwarder, TcpForwarder } from '../../test/tcp-forwarder';

const machineRedis = new URL(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
const redisPort = Number(machineRedis.port) || 6379;

/** Asked synchronously so the suite can be skipped up front on a machine without Redis. */
const redisListens = (() => {
  const probe = `require('net').connect(${redisPort}, '${machineRedis.hostname}').on('connect', () => process.exit(0)).on('error', () => process.exit(1))`;
  try {
    execFileSync(process.execPath, ['-e', probe], { stdio: 'ignore', timeout: 3000 });
    return true;
  } catch {
    return false;
  }
})();

const loadedEngine = { describe: () => Promise.reject(new Error('no face in these tests')) };

async function until(check: () => Promise<boolean>, ms: number): Promise<boolean> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return false;
}

// Redis behind a forwarder the test pauses: connections accepted, nothing answered (a stopped or partitioned node).
(redisListens ? describe : describe.skip)('a Redis that accepts connections but never answers', () => {
  let forwarder: TcpForwarder;
  let t: TestContext;
  beforeAll(async () => {
    forwarder = await tcpForwarder(machineRedis.hostname, redisPort);
    t = await createTestApp({
      env: { REDIS_URL: `redis://127.0.0.1:${forwarder.port}`, REDIS_PING_INTERVAL_MS: '300' },
      faceEngine: loadedEngine,
    });
  });
  afterAll(async () => {
    forwarder.resume();
    await t.close();
    await forwarder.close();
  });

  const redisCheck = async () => (await t.inject({ method: 'GET', url: '/api/ready' })).json().checks.redis;

  it('keeps sign-in under a second while Redis is silent, and readiness says degraded from its own ping', async () => {
    expect(await until(async () => (await redisCheck()) === 'ok', 5000)).toBe(true);
    const user = await t.createUser('employee', { email: `silent-redis-${process.pid}-${Date.now()}@test.example` });
    forwarder.pause();
    const took: number[] = [];
    for (let i = 0; i < 20; i += 1) {
      const started = performance.now();
      const res = await t.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: user.email, password: user.password },
      });
      took.push(performance.now() - started);
      expect(res.statusCode).toBe(200);
    }
    took.sort((a, b) => a - b);
    expect(took[Math.ceil(took.length * 0.95) - 1]).toBeLessThan(1000);
    expect(await redisCheck()).toBe('degraded');

    forwarder.resume();
    expect(await until(async () => (await redisCheck()) === 'ok', 3000)).toBe(true);
    // No request touches Redis now: only the periodic ping can see it fall silent.
    forwarder.pause();
    expect(await until(async () => (await redisCheck()) === 'degraded', 2000)).toBe(true);
    const ready = await t.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(200);
    forwarder.resume();
    expect(await until(async () => (await redisCheck()) === 'ok', 3000)).toBe(true);
  }, 30_000);
});

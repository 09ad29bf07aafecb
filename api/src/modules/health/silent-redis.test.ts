import { createTestApp, TestContext } from '../../test/test-app';
import { tcpForwarder, TcpForwarder } from '../../test/tcp-forwarder';
import { machineRedis as machineRedisUrl, redisListens } from '../../test/redis';

const machineRedis = new URL(machineRedisUrl);
const redisPort = Number(machineRedis.port) || 6379;

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
  beforeAll(async () => {
    forwarder = await tcpForwarder(machineRedis.hostname, redisPort);
  });
  afterEach(() => forwarder.resume());
  afterAll(() => forwarder.close());

  const appBehindForwarder = (pingIntervalMs: number) =>
    createTestApp({
      env: { REDIS_URL: `redis://127.0.0.1:${forwarder.port}`, REDIS_PING_INTERVAL_MS: String(pingIntervalMs) },
      faceEngine: loadedEngine,
    });
  const redisCheck = async (t: TestContext) =>
    (await t.inject({ method: 'GET', url: '/api/ready' })).json().checks.redis;

  /** The commands (RESP arrays) the paused forwarder holds for Redis, bar the monitor's PINGs. */
  const heldCommands = () =>
    [
      ...forwarder
        .heldFromClients()
        .toString('latin1')
        .matchAll(/\*\d+\r\n\$\d+\r\n([A-Za-z]+)\r\n/g),
    ]
      .map(([, name]) => (name ?? '').toUpperCase())
      .filter((name) => name !== 'PING');

  it('waits on a silent Redis once, not on every sign-in', async () => {
    // No periodic PING during the test: only the missed deadline itself can tell sign-in to stop asking Redis.
    const t = await appBehindForwarder(60_000);
    try {
      // Both of the app's connections (the monitor's and the counters') past their ready check: a command on one
      // still connecting fails at once, without waiting on Redis.
      expect(
        await until(async () => (await redisCheck(t)) === 'ok' && forwarder.answeredConnections() === 2, 5000),
      ).toBe(true);
      const user = await t.createUser('employee', { email: `silent-redis-${process.pid}-${Date.now()}@test.example` });
      forwarder.pause();
      const signIn = async () => {
        const res = await t.inject({
          method: 'POST',
          url: '/api/login',
          payload: { email: user.email, password: user.password },
        });
        expect(res.statusCode).toBe(200);
      };
      await signIn();
      // The held bytes reach the forwarder's socket on its own events, not in step with the sign-in's answer.
      expect(await until(async () => heldCommands().length > 0, 2000)).toBe(true);
      const firstWaited = heldCommands();
      for (let i = 0; i < 19; i += 1) await signIn();
      // Counted, not timed: after the first command missed its deadline, no sign-in sends Redis anything.
      expect(heldCommands()).toEqual(firstWaited);
      expect(await redisCheck(t)).toBe('degraded');
    } finally {
      await t.close();
    }
  }, 60_000);

  it('readiness says degraded from its own ping when no request touches Redis, and ok once it answers', async () => {
    const t = await appBehindForwarder(300);
    try {
      expect(await until(async () => (await redisCheck(t)) === 'ok', 5000)).toBe(true);
      forwarder.pause();
      expect(await until(async () => (await redisCheck(t)) === 'degraded', 2000)).toBe(true);
      const ready = await t.inject({ method: 'GET', url: '/api/ready' });
      expect(ready.statusCode).toBe(200);
      forwarder.resume();
      expect(await until(async () => (await redisCheck(t)) === 'ok', 3000)).toBe(true);
    } finally {
      await t.close();
    }
  }, 30_000);
});

import { spawn, ChildProcess, execFileSync } from 'node:child_process';
import { CounterStore, memoryCounterStore, redisCounterStore } from './counter-store';

async function exercise(store: CounterStore, key: string) {
  expect(await store.get(key)).toBe(0);
  expect(await store.increment(key, 60)).toBe(1);
  expect(await store.increment(key, 60)).toBe(2);
  expect(await store.get(key)).toBe(2);
  expect(await store.ttlSeconds(key)).toBeGreaterThan(55);
  await store.decrement(key);
  expect(await store.get(key)).toBe(1);
  await store.reset(key);
  expect(await store.get(key)).toBe(0);
  await store.decrement(key);
  expect(await store.get(key)).toBe(0);
  expect(await store.ttlSeconds(key)).toBe(0);
}

describe('memory counter store', () => {
  it('counts within a window and forgets after it', async () => {
    let now = 1_000_000;
    const store = memoryCounterStore(() => now);
    await exercise(store, 'k');
    await store.increment('w', 60);
    now += 60_000;
    expect(await store.get('w')).toBe(0);
  });
});

const hasRedisServer = (() => {
  try {
    execFileSync('redis-server', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

/** The store answers once its connection is up: commands fail fast (no offline queue) until then. */
async function whenConnected(store: CounterStore): Promise<boolean> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    try {
      await store.get('ping');
      return true;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return false;
}

const machineRedis = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Whether something listens at the Redis address, asked synchronously so the suite can be skipped up front. */
const redisListens = (() => {
  const { hostname, port } = new URL(machineRedis);
  const probe = `require('net').connect(${Number(port) || 6379}, '${hostname}').on('connect', () => process.exit(0)).on('error', () => process.exit(1))`;
  try {
    execFileSync(process.execPath, ['-e', probe], { stdio: 'ignore', timeout: 3000 });
    return true;
  } catch {
    return false;
  }
})();

// The Redis the machine runs (REDIS_URL, else 127.0.0.1:6379); when none answers, one started here; with neither
// (a laptop without Redis) the suite is skipped and says so.
(redisListens || hasRedisServer ? describe : describe.skip)('redis counter store', () => {
  let server: ChildProcess | undefined;
  let url = machineRedis;
  const prefix = `test-${process.pid}-${Date.now()}:`;
  beforeAll(async () => {
    const probe = redisCounterStore(url, prefix);
    const reachable = await whenConnected(probe);
    await probe.close();
    if (reachable) return;
    if (!hasRedisServer) throw new Error(`no Redis answers at ${url} and redis-server is not installed`);
    const port = 20_000 + Math.floor(Math.random() * 20_000);
    server = spawn('redis-server', ['--port', String(port), '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
    url = `redis://127.0.0.1:${port}`;
  });
  afterAll(() => {
    server?.kill();
  });

  it('counts with a TTL shared by every api instance', async () => {
    const store = redisCounterStore(url, prefix);
    const other = redisCounterStore(url, prefix);
    expect(await whenConnected(store)).toBe(true);
    expect(await whenConnected(other)).toBe(true);
    await exercise(store, 'k');
    await store.increment('shared', 60);
    expect(await other.increment('shared', 60)).toBe(2);
    await store.reset('shared');
    await store.close();
    await other.close();
  });
});

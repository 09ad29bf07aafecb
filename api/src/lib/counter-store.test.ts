import { spawn, ChildProcess, execFileSync } from 'node:child_process';
import { machineRedis, redisListens } from '../test/redis';
import type { BackoffPolicy, Turn } from './backoff-turn';
import { CounterStore, memoryCounterStore, redisCounterStore as productionRedisCounterStore } from './counter-store';

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

const TURNS: BackoffPolicy = { windowSeconds: 60, free: 5, baseMs: 100, maxMs: 1600 };

/**
 * 50 turns asked for at once, spread over `stores` (instances on one Redis): 5 start at once, then 100, 300, 700
 * and 1,500 ms later; the next would wait 3,100 ms, more than the longest delay, so it and the rest are refused.
 * A turn asked for `t` ms after the first waits that much less, so the bounds widen by the time the asks took to
 * arrive, measured here: a loaded machine cannot turn the check red. The stores count whole milliseconds (Date.now,
 * Redis's TIME): a wait can be a millisecond shorter than the measured spread allows.
 */
const CLOCK_GRAIN_MS = 1;

async function concurrentTurns(stores: CounterStore[], key: string) {
  const askedAt = performance.now();
  const turns = await Promise.all(
    Array.from({ length: 50 }, (_, i) => stores[i % stores.length]!.takeTurn(key, TURNS)),
  );
  const spreadMs = performance.now() - askedAt + CLOCK_GRAIN_MS;
  const waits = turns.flatMap((turn) => (turn.granted ? [turn.waitMs] : [])).sort((a, b) => a - b);
  expect(waits).toHaveLength(9);
  expect(waits.slice(0, 5)).toEqual([0, 0, 0, 0, 0]);
  waits.slice(5).forEach((wait, i) => {
    const scheduled = [100, 300, 700, 1500][i]!;
    expect(wait).toBeLessThanOrEqual(scheduled);
    expect(wait).toBeGreaterThanOrEqual(scheduled - spreadMs);
  });
  const refused = turns.filter((turn): turn is Extract<Turn, { granted: false }> => !turn.granted);
  refused.forEach((turn) => {
    expect(turn.retryAfterMs).toBeLessThanOrEqual(1500);
    expect(turn.retryAfterMs).toBeGreaterThanOrEqual(1500 - spreadMs);
  });
  expect(await stores[0]!.get(key)).toBe(9);
  await stores[0]!.reset(key);
  expect(await stores[0]!.takeTurn(key, TURNS)).toEqual({ granted: true, waitMs: 0 });
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

  it('grants turns atomically, each after the one before it plus its delay, refusing a longer wait', async () => {
    await concurrentTurns([memoryCounterStore()], 'turns');
  });

  it('lets a refused turn through once the one before it has started, and forgets turns after the window', async () => {
    let now = 1_000_000;
    const store = memoryCounterStore(() => now);
    const policy: BackoffPolicy = { windowSeconds: 60, free: 1, baseMs: 100, maxMs: 200 };
    expect(await store.takeTurn('t', policy)).toEqual({ granted: true, waitMs: 0 });
    expect(await store.takeTurn('t', policy)).toEqual({ granted: true, waitMs: 100 });
    expect(await store.takeTurn('t', policy)).toEqual({ granted: false, retryAfterMs: 100 });
    now += 100;
    expect(await store.takeTurn('t', policy)).toEqual({ granted: true, waitMs: 200 });
    now += 60_000;
    expect(await store.takeTurn('t', policy)).toEqual({ granted: true, waitMs: 0 });
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

/**
 * The production deadlines (250 ms a command) fail a command on a machine busy with a build and other suites:
 * these tests are about counting, not deadlines (those are the fallback store's tests), so they wait longer.
 */
const redisCounterStore = (url: string, prefix: string) =>
  productionRedisCounterStore(url, prefix, { connectTimeoutMs: 5000, commandTimeoutMs: 5000 });

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

  it('grants turns atomically across instances, on the clock of Redis', async () => {
    const stores = [redisCounterStore(url, prefix), redisCounterStore(url, prefix)];
    for (const store of stores) expect(await whenConnected(store)).toBe(true);
    await concurrentTurns(stores, 'turns');
    expect(await stores[1]!.ttlSeconds('turns')).toBeGreaterThan(55);
    await stores[0]!.reset('turns');
    await Promise.all(stores.map((store) => store.close()));
  });
});

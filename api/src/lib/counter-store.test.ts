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

const hasRedis = (() => {
  try {
    execFileSync('redis-server', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

(hasRedis ? describe : describe.skip)('redis counter store', () => {
  let server: ChildProcess;
  const port = 20_000 + Math.floor(Math.random() * 20_000);
  beforeAll(async () => {
    server = spawn('redis-server', ['--port', String(port), '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
    await new Promise((resolve) => setTimeout(resolve, 300));
  });
  afterAll(() => {
    server.kill();
  });

  it('counts with a TTL shared by every api instance', async () => {
    const store = redisCounterStore(`redis://127.0.0.1:${port}`, `test-${port}:`);
    const other = redisCounterStore(`redis://127.0.0.1:${port}`, `test-${port}:`);
    await exercise(store, 'k');
    await store.increment('shared', 60);
    expect(await other.increment('shared', 60)).toBe(2);
    await store.close();
    await other.close();
  });
});

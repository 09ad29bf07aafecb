import Redis from 'ioredis';

/** Fixed-window counters shared by every api instance when Redis is configured. */
export interface CounterStore {
  /** Current count of `key` in its window (0 when absent or expired). */
  get(key: string): Promise<number>;
  /** Adds one; the window starts with the first hit and lasts `windowSeconds`. */
  increment(key: string, windowSeconds: number): Promise<number>;
  /** Takes one back (an attempt that turned out fine); never below zero. */
  decrement(key: string): Promise<void>;
  /** Seconds until the window of `key` ends (0 when absent). */
  ttlSeconds(key: string): Promise<number>;
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}

export function memoryCounterStore(now: () => number = Date.now): CounterStore {
  const counters = new Map<string, { count: number; expiresAt: number }>();
  const live = (key: string) => {
    const entry = counters.get(key);
    if (entry && entry.expiresAt <= now()) counters.delete(key);
    return counters.get(key);
  };
  return {
    async get(key) {
      return live(key)?.count ?? 0;
    },
    async increment(key, windowSeconds) {
      const entry = live(key) ?? { count: 0, expiresAt: now() + windowSeconds * 1000 };
      entry.count += 1;
      counters.set(key, entry);
      return entry.count;
    },
    async decrement(key) {
      const entry = live(key);
      if (entry && entry.count > 0) entry.count -= 1;
    },
    async ttlSeconds(key) {
      const entry = live(key);
      return entry ? Math.ceil((entry.expiresAt - now()) / 1000) : 0;
    },
    async reset(key) {
      counters.delete(key);
    },
    async close() {
      counters.clear();
    },
  };
}

const DECREMENT_TO_ZERO = "if tonumber(redis.call('get', KEYS[1]) or '0') > 0 then return redis.call('decr', KEYS[1]) end return 0";

export function redisCounterStore(url: string, prefix = 'attendance:'): CounterStore {
  const redis = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2 });
  return {
    async get(key) {
      return Number((await redis.get(prefix + key)) ?? 0);
    },
    async increment(key, windowSeconds) {
      const [[, count]] = (await redis
        .multi()
        .incr(prefix + key)
        .expire(prefix + key, windowSeconds, 'NX')
        .exec()) as [[Error | null, number]];
      return count;
    },
    async decrement(key) {
      // A Lua script keeps the check and the decrement atomic, so a counter never goes negative.
      await redis.eval(DECREMENT_TO_ZERO, 1, prefix + key);
    },
    async ttlSeconds(key) {
      return Math.max(0, Math.ceil((await redis.pttl(prefix + key)) / 1000));
    },
    async reset(key) {
      await redis.del(prefix + key);
    },
    async close() {
      await redis.quit();
    },
  };
}

export function createCounterStore(redisUrl?: string): CounterStore {
  return redisUrl ? redisCounterStore(redisUrl) : memoryCounterStore();
}

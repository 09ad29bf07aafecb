import Redis from 'ioredis';

/** Fixed-window counters shared by every api instance when Redis is configured. */
export interface CounterStore {
  /** Current count of `key` in its window (0 when absent or expired). */
  get(key: string): Promise<number>;
  /** Adds one; the window starts with the first hit and lasts `windowSeconds`. */
  increment(key: string, windowSeconds: number): Promise<number>;
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
    async reset(key) {
      counters.delete(key);
    },
    async close() {
      counters.clear();
    },
  };
}

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

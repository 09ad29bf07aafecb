import { nextTurn, TAKE_TURN_SCRIPT, type BackoffPolicy, type Turn } from './backoff-turn';
import { createRedisClient, type RedisDeadlines } from './redis-client';

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
  /** Reserves the next turn of `key` (backoff-turn.ts); the turns taken are its count, so `get` and `reset` apply. */
  takeTurn(key: string, policy: BackoffPolicy): Promise<Turn>;
  close(): Promise<void>;
}

/** How the shared store is doing, for readiness: 'degraded' means Redis is down and memory answers. */
export type StoreHealth = 'ok' | 'degraded';

export function memoryCounterStore(now: () => number = Date.now): CounterStore {
  const counters = new Map<string, { count: number; expiresAt: number; lastTurnAt?: number }>();
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
    async takeTurn(key, policy) {
      const entry = live(key) ?? { count: 0, expiresAt: now() + policy.windowSeconds * 1000 };
      const { turn, startMs } = nextTurn(entry.count, entry.lastTurnAt ?? 0, now(), policy);
      if (turn.granted) counters.set(key, { ...entry, count: entry.count + 1, lastTurnAt: startMs });
      return turn;
    },
    async close() {
      counters.clear();
    },
  };
}

const DECREMENT_TO_ZERO =
  "if tonumber(redis.call('get', KEYS[1]) or '0') > 0 then return redis.call('decr', KEYS[1]) end return 0";

export function redisCounterStore(url: string, prefix: string, deadlines?: RedisDeadlines): CounterStore {
  const redis = createRedisClient(url, deadlines);
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
    async takeTurn(key, { windowSeconds, free, baseMs, maxMs }) {
      const [granted, ms] = (await redis.eval(
        TAKE_TURN_SCRIPT,
        2,
        prefix + key,
        `${prefix}${key}:last-turn`,
        windowSeconds,
        free,
        baseMs,
        maxMs,
      )) as [number, number];
      return granted ? { granted: true, waitMs: ms } : { granted: false, retryAfterMs: ms };
    },
    async close() {
      if (redis.status === 'ready') await redis.quit();
      else redis.disconnect();
    },
  };
}

export interface FallbackEvents {
  /** Called for every operation memory answered; `warn` is true at most once a minute. */
  onFallback(err: unknown, warn: boolean): void;
  /** False while a probe finds Redis silent (lib/redis-monitor.ts): memory answers without waiting for a deadline. */
  primaryUp?(): boolean;
}

/**
 * Redis when it answers, this instance's memory when it does not: sign-in keeps working with Redis down,
 * with limits per instance instead of shared until it is back.
 */
export function fallbackCounterStore(
  primary: CounterStore,
  events: FallbackEvents,
  now: () => number = Date.now,
): CounterStore & { health(): StoreHealth } {
  const memory = memoryCounterStore(now);
  let lastWarning = -Infinity;
  let degraded = false;
  const withFallback =
    <A extends unknown[], R>(op: (store: CounterStore, ...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      try {
        if (events.primaryUp?.() === false) throw new Error('Redis is not answering (its last PING failed)');
        const result = await op(primary, ...args);
        degraded = false;
        return result;
      } catch (err) {
        degraded = true;
        const warn = now() - lastWarning >= 60_000;
        if (warn) lastWarning = now();
        events.onFallback(err, warn);
        return op(memory, ...args);
      }
    };
  return {
    get: withFallback((store, key: string) => store.get(key)),
    increment: withFallback((store, key: string, windowSeconds: number) => store.increment(key, windowSeconds)),
    decrement: withFallback((store, key: string) => store.decrement(key)),
    ttlSeconds: withFallback((store, key: string) => store.ttlSeconds(key)),
    reset: withFallback((store, key: string) => store.reset(key)),
    takeTurn: withFallback((store, key: string, policy: BackoffPolicy) => store.takeTurn(key, policy)),
    health: () => (degraded ? 'degraded' : 'ok'),
    async close() {
      await Promise.all([primary.close().catch(() => undefined), memory.close()]);
    },
  };
}

import type Redis from 'ioredis';

/** Whether Redis answers, from a periodic PING: readiness reports it even when no request touched Redis. */
export interface RedisMonitor {
  up(): boolean;
  /** A command missed its deadline: down until the next PING answers, so callers stop waiting on Redis at once. */
  markDown(): void;
  close(): Promise<void>;
}

export function redisMonitor(
  redis: Redis,
  intervalMs: number,
  onChange: (up: boolean) => void = () => {},
): RedisMonitor {
  let up = true;
  let closed = false;
  const set = (next: boolean) => {
    if (next === up) return;
    up = next;
    onChange(up);
  };
  const ping = () =>
    redis.ping().then(
      () => set(true),
      () => set(false),
    );
  redis.on('ready', () => void ping());
  const timer = setInterval(() => void ping(), intervalMs);
  timer.unref();
  return {
    up: () => up,
    markDown: () => set(false),
    async close() {
      if (closed) return;
      closed = true;
      clearInterval(timer);
      if (redis.status === 'ready') await redis.quit().catch(() => redis.disconnect());
      else redis.disconnect();
    },
  };
}

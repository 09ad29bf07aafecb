import Redis from 'ioredis';

/** How long Redis may take before it counts as down (REDIS_CONNECT_TIMEOUT_MS, REDIS_COMMAND_TIMEOUT_MS). */
export interface RedisDeadlines {
  connectTimeoutMs: number;
  commandTimeoutMs: number;
}

export const DEFAULT_REDIS_DEADLINES: RedisDeadlines = { connectTimeoutMs: 1000, commandTimeoutMs: 250 };

/**
 * A client that never waits past its deadlines: no offline queue and no retried command (a caller falls back
 * at once while disconnected), and a command a silent server (connected, never answering) leaves unanswered
 * fails after `commandTimeoutMs` instead of hanging.
 */
export function createRedisClient(url: string, deadlines: RedisDeadlines = DEFAULT_REDIS_DEADLINES): Redis {
  const redis = new Redis(url, {
    lazyConnect: false,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    connectTimeout: deadlines.connectTimeoutMs,
    commandTimeout: deadlines.commandTimeoutMs,
    retryStrategy: (attempt) => Math.min(attempt * 500, 5000),
  });
  redis.on('error', () => {
    // Failures reach the caller of each command; without a listener ioredis would print every retry.
  });
  return redis;
}

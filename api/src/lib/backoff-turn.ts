/**
 * Turns of one key in a fixed window: the first `free` start at once, each later one waits for the turn before
 * it plus a delay that doubles from `baseMs` up to `maxMs`. A turn that would wait longer than `maxMs` is refused.
 */
export interface BackoffPolicy {
  windowSeconds: number;
  free: number;
  baseMs: number;
  maxMs: number;
}

/** A reserved turn starts after `waitMs`; a refused one may be asked for again after `retryAfterMs`. */
export type Turn = { granted: true; waitMs: number } | { granted: false; retryAfterMs: number };

/** The delay of the turn that follows `taken` turns of the window. */
export function backoffDelayMs(taken: number, policy: BackoffPolicy): number {
  if (taken < policy.free) return 0;
  return Math.floor(Math.min(policy.maxMs, policy.baseMs * 2 ** (taken - policy.free)));
}

/** When the next turn starts, given the turns taken and when the last one started (ms). */
export function nextTurn(taken: number, lastStartMs: number, nowMs: number, policy: BackoffPolicy) {
  const startMs = Math.max(nowMs, taken > 0 ? lastStartMs : 0) + backoffDelayMs(taken, policy);
  const turn: Turn =
    startMs - nowMs > policy.maxMs
      ? { granted: false, retryAfterMs: startMs - nowMs - policy.maxMs }
      : { granted: true, waitMs: startMs - nowMs };
  return { turn, startMs };
}

/**
 * The same rule as `nextTurn`, atomic in Redis: KEYS[1] counts the turns of the window (a plain counter, so
 * `get` and `reset` work on it), KEYS[2] holds the start of the last one; Redis's clock is every instance's clock.
 */
export const TAKE_TURN_SCRIPT = `
local taken = tonumber(redis.call('GET', KEYS[1]) or '0')
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
local windowSeconds, free, base, max = tonumber(ARGV[1]), tonumber(ARGV[2]), tonumber(ARGV[3]), tonumber(ARGV[4])
local last = 0
if taken > 0 then last = tonumber(redis.call('GET', KEYS[2]) or '0') end
local delay = 0
if taken >= free then delay = math.floor(math.min(max, base * 2 ^ (taken - free))) end
local start = math.max(now, last) + delay
if start - now > max then return {0, start - now - max} end
redis.call('INCR', KEYS[1])
if redis.call('PTTL', KEYS[1]) < 0 then redis.call('EXPIRE', KEYS[1], windowSeconds) end
redis.call('SET', KEYS[2], string.format('%d', start), 'PX', math.max(1, redis.call('PTTL', KEYS[1])))
return {1, start - now}
`;

import type { BackoffPolicy } from '../../lib/backoff-turn';
import type { CounterStore } from '../../lib/counter-store';
import { authError } from './messages';

export interface LoginLimits {
  windowSeconds: number;
  /** Failed sign-ins from one client address, whatever the account. */
  maxPerAddress: number;
  /** Failed sign-ins for one account from one client address. */
  maxPerAccountAndAddress: number;
  /** Failed sign-ins from one known browser (device cookie) before it is treated as any other. */
  maxPerDevice: number;
  /** Attempts on one account (from anywhere) before each one waits for the one before it plus a delay. */
  slowdownAfter: number;
  /** First delay once slowed down; it doubles with each further attempt, up to `maxDelayMs`. */
  baseDelayMs: number;
  /** Longest delay, and longest wait: an attempt that would wait longer is answered 429. */
  maxDelayMs: number;
}

export interface LoginAttempt {
  /** The password was right: give back what the attempt took. */
  succeeded(): Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Sign-in limits that hold under concurrency: every attempt is counted (atomically) before the password is
 * checked and given back when it succeeds. An address, or an account from one address, is blocked after its
 * failures. An account from anywhere gets turns: the k-th attempt waits for the one before it plus its own
 * delay, and one that would wait longer than the longest delay is refused, so parallel guesses from many
 * addresses gain nothing. A browser the owner signed in from before (device cookie) skips all of that and has
 * its own limit, so strangers' guesses never lock the owner out of it.
 */
export function createLoginLimiter(store: CounterStore, limits: LoginLimits) {
  const address = (ip: string) => `login:address:${ip}`;
  const pair = (ip: string, email: string) => `login:pair:${email.toLowerCase()}:${ip}`;
  const account = (email: string) => `login:account:${email.toLowerCase()}`;
  const device = (nonce: string) => `login:device:${nonce}`;
  const turns: BackoffPolicy = {
    windowSeconds: limits.windowSeconds,
    free: limits.slowdownAfter,
    baseMs: limits.baseDelayMs,
    maxMs: limits.maxDelayMs,
  };

  /** An attempt from a known browser, unless that browser used up its own failures. */
  async function fromKnownDevice(nonce: string): Promise<LoginAttempt | undefined> {
    if ((await store.increment(device(nonce), limits.windowSeconds)) > limits.maxPerDevice) return undefined;
    return { succeeded: () => store.reset(device(nonce)) };
  }

  async function fromAnyBrowser(ip: string, email: string): Promise<LoginAttempt> {
    const [byAddress, byPair] = await Promise.all([
      store.increment(address(ip), limits.windowSeconds),
      store.increment(pair(ip, email), limits.windowSeconds),
    ]);
    if (byAddress > limits.maxPerAddress || byPair > limits.maxPerAccountAndAddress) {
      const retry = await Promise.all([store.ttlSeconds(address(ip)), store.ttlSeconds(pair(ip, email))]);
      throw authError(429, 'auth.too_many_attempts', { retryAfterSeconds: Math.max(...retry) });
    }
    const turn = await store.takeTurn(account(email), turns);
    if (!turn.granted) {
      // Nothing was checked, so the address keeps its allowance.
      await Promise.all([store.decrement(address(ip)), store.decrement(pair(ip, email))]);
      throw authError(429, 'auth.too_many_attempts', { retryAfterSeconds: Math.ceil(turn.retryAfterMs / 1000) });
    }
    if (turn.waitMs > 0) await sleep(turn.waitMs);
    return {
      succeeded: async () => {
        await Promise.all([store.decrement(address(ip)), store.reset(pair(ip, email)), store.reset(account(email))]);
      },
    };
  }

  return {
    /**
     * Counts an attempt before its password is checked, waiting for its turn or answering 429;
     * `deviceNonce` is that of a valid device cookie for this email.
     */
    async begin(ip: string, email: string, deviceNonce?: string): Promise<LoginAttempt> {
      return (deviceNonce && (await fromKnownDevice(deviceNonce))) || fromAnyBrowser(ip, email);
    },
  };
}

export type LoginLimiter = ReturnType<typeof createLoginLimiter>;

import type { CounterStore } from '../../lib/counter-store';
import { authError } from './messages';

export interface LoginLimits {
  windowSeconds: number;
  /** Failed sign-ins from one client address, whatever the account. */
  maxPerAddress: number;
  /** Failed sign-ins for one account from one client address. */
  maxPerAccountAndAddress: number;
  /** Failures of one account (from anywhere) before each attempt is slowed down. */
  slowdownAfter: number;
  /** First delay once slowed down; it doubles with each further failure, up to `maxDelayMs`. */
  baseDelayMs: number;
  maxDelayMs: number;
}

export interface LoginAttempt {
  succeeded(): Promise<void>;
  failed(): Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function accountDelayMs(failures: number, limits: LoginLimits): number {
  if (failures < limits.slowdownAfter) return 0;
  return Math.min(limits.maxDelayMs, limits.baseDelayMs * 2 ** (failures - limits.slowdownAfter));
}

/**
 * Sign-in limits that hold under concurrency: an attempt is counted (atomically) before the password
 * is checked and taken back when it succeeds, so parallel guesses cannot slip past a check. A hard
 * block applies only to an address, or to an account from one address: a stranger's guesses elsewhere
 * only slow an account down, they never lock its owner out.
 */
export function createLoginLimiter(store: CounterStore, limits: LoginLimits) {
  const address = (ip: string) => `login:address:${ip}`;
  const pair = (ip: string, email: string) => `login:pair:${email.toLowerCase()}:${ip}`;
  const account = (email: string) => `login:account:${email.toLowerCase()}`;

  return {
    async begin(ip: string, email: string): Promise<LoginAttempt> {
      const [byAddress, byPair] = await Promise.all([
        store.increment(address(ip), limits.windowSeconds),
        store.increment(pair(ip, email), limits.windowSeconds),
      ]);
      if (byAddress > limits.maxPerAddress || byPair > limits.maxPerAccountAndAddress) {
        const retry = await Promise.all([store.ttlSeconds(address(ip)), store.ttlSeconds(pair(ip, email))]);
        throw authError(429, 'auth.too_many_attempts', { retryAfterSeconds: Math.max(...retry) });
      }
      const delay = accountDelayMs(await store.get(account(email)), limits);
      if (delay > 0) await sleep(delay);
      return {
        succeeded: async () => {
          await Promise.all([store.decrement(address(ip)), store.reset(pair(ip, email)), store.reset(account(email))]);
        },
        failed: async () => {
          await store.increment(account(email), limits.windowSeconds);
        },
      };
    },
  };
}

export type LoginLimiter = ReturnType<typeof createLoginLimiter>;

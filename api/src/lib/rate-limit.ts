import type { AppError } from './app-error';
import type { CounterStore } from './counter-store';

export interface RateLimitRule {
  name: string;
  max: number;
  windowSeconds: number;
  /** The 429 to answer, told when to come back. */
  refusal: (retryAfterSeconds: number) => AppError;
}

/**
 * A fixed-window limit counted before the work it guards, so parallel requests cannot pass
 * together; `clear` forgets a key once its owner proved who they are.
 */
export function createRateLimit(store: CounterStore, rule: RateLimitRule) {
  const key = (id: string) => `${rule.name}:${id.toLowerCase()}`;
  return {
    async hit(id: string): Promise<void> {
      if ((await store.increment(key(id), rule.windowSeconds)) > rule.max) {
        throw rule.refusal(await store.ttlSeconds(key(id)));
      }
    },
    async clear(id: string): Promise<void> {
      await store.reset(key(id));
    },
  };
}

export type RateLimit = ReturnType<typeof createRateLimit>;

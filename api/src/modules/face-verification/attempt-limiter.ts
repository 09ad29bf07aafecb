import type { CounterStore } from '../../lib/counter-store';

const WINDOW_SECONDS = 60;

/** VERIFY_ATTEMPTS_PER_MINUTE per user, shared by every api instance when Redis is configured. */
export function createAttemptLimiter(store: CounterStore) {
  return {
    /** Counts this attempt; false when it goes beyond `perMinute` in the current minute. */
    async allow(employeeId: number, perMinute: number): Promise<boolean> {
      return (await store.increment(`verify_face:${employeeId}`, WINDOW_SECONDS)) <= perMinute;
    },
  };
}

export type AttemptLimiter = ReturnType<typeof createAttemptLimiter>;

import type { CounterStore } from '../../lib/counter-store';
import { createRateLimit } from '../../lib/rate-limit';
import { kioskError, PIN_FAILURES_PER_WINDOW, PIN_WINDOW_SECONDS } from './messages';

const tooManyAttempts = (retryAfterSeconds: number) =>
  kioskError(429, 'kiosk.too_many_attempts', { retryAfterSeconds });

/** Counted before the work, shared by every instance when Redis is configured (lib/rate-limit.ts). */
export function createKioskLimits(store: CounterStore) {
  return {
    /** Pairing codes tried from one address. */
    pairing: createRateLimit(store, {
      name: 'kiosk_pair',
      max: 10,
      windowSeconds: 15 * 60,
      refusal: tooManyAttempts,
    }),
    /** Faces one kiosk sends: a queue of people, not a flood. */
    identify: createRateLimit(store, {
      name: 'kiosk_identify',
      max: 60,
      windowSeconds: 60,
      refusal: tooManyAttempts,
    }),
    /** PINs tried for one employee, from any kiosk; cleared when theirs is entered. */
    pin: createRateLimit(store, {
      name: 'kiosk_pin',
      max: PIN_FAILURES_PER_WINDOW,
      windowSeconds: PIN_WINDOW_SECONDS,
      refusal: (retryAfterSeconds) => kioskError(429, 'kiosk.too_many_pin_attempts', { retryAfterSeconds }),
    }),
  };
}

export type KioskLimits = ReturnType<typeof createKioskLimits>;

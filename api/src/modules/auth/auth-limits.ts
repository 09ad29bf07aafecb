import type { CounterStore } from '../../lib/counter-store';
import { createRateLimit } from '../../lib/rate-limit';
import { authError } from './messages';

const tooManyResets = (retryAfterSeconds: number) =>
  authError(429, 'auth.too_many_reset_requests', { retryAfterSeconds });

const HOUR = 60 * 60;
const QUARTER_HOUR = 15 * 60;

/** The limits of the password routes; the sign-in limits are in login-limiter.ts. */
export function createAuthLimits(store: CounterStore) {
  return {
    forgotPerAddress: createRateLimit(store, {
      name: 'forgot:address',
      max: 10,
      windowSeconds: HOUR,
      refusal: tooManyResets,
    }),
    forgotPerEmail: createRateLimit(store, {
      name: 'forgot:email',
      max: 3,
      windowSeconds: HOUR,
      refusal: tooManyResets,
    }),
    resetPerAddress: createRateLimit(store, {
      name: 'reset:address',
      max: 10,
      windowSeconds: QUARTER_HOUR,
      refusal: tooManyResets,
    }),
    changePerAccount: createRateLimit(store, {
      name: 'change-password:account',
      max: 5,
      windowSeconds: QUARTER_HOUR,
      refusal: (retryAfterSeconds) => authError(429, 'auth.too_many_password_attempts', { retryAfterSeconds }),
    }),
  };
}

export type AuthLimits = ReturnType<typeof createAuthLimits>;

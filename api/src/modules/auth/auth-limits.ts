import type { CounterStore } from '../../lib/counter-store';
import { createRateLimit } from '../../lib/rate-limit';
import { AUTH_MESSAGES } from './messages';

const HOUR = 60 * 60;
const QUARTER_HOUR = 15 * 60;

/** The limits of the password routes; the sign-in limits are in login-limiter.ts. */
export function createAuthLimits(store: CounterStore) {
  return {
    forgotPerAddress: createRateLimit(store, {
      name: 'forgot:address',
      max: 10,
      windowSeconds: HOUR,
      message: AUTH_MESSAGES.tooManyResetRequests,
    }),
    forgotPerEmail: createRateLimit(store, {
      name: 'forgot:email',
      max: 3,
      windowSeconds: HOUR,
      message: AUTH_MESSAGES.tooManyResetRequests,
    }),
    resetPerAddress: createRateLimit(store, {
      name: 'reset:address',
      max: 10,
      windowSeconds: QUARTER_HOUR,
      message: AUTH_MESSAGES.tooManyResetRequests,
    }),
    changePerAccount: createRateLimit(store, {
      name: 'change-password:account',
      max: 5,
      windowSeconds: QUARTER_HOUR,
      message: AUTH_MESSAGES.tooManyPasswordAttempts,
    }),
  };
}

export type AuthLimits = ReturnType<typeof createAuthLimits>;

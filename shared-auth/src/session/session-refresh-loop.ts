import { refreshSession } from '../api/refresh-session';
import { REFRESH_CHECK_INTERVAL_MS, REFRESH_THRESHOLD_SECONDS } from '../constants';
import type { store as appStore } from '../store';
import { secondsToExpiry } from './token-claims';

/** Refreshes the access token when under 120 s from expiry: now, then every 5 minutes. Returns a stop function. */
export function startSessionRefreshLoop(store: typeof appStore): () => void {
  const check = () => {
    const user = store.getState().session.user;
    if (!user) return;
    const remaining = secondsToExpiry(user.token);
    if (remaining === null || remaining < REFRESH_THRESHOLD_SECONDS) void refreshSession(store);
  };
  check();
  const timer = setInterval(check, REFRESH_CHECK_INTERVAL_MS);
  return () => clearInterval(timer);
}

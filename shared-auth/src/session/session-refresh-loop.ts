import { refreshSession } from '../api/refresh-session';
import type { store as appStore } from '../store';
import { needsRefresh } from './token-claims';

// Spec section 4.
export const REFRESH_CHECK_INTERVAL_MS = 300000;

/** Refreshes the access token when under 120 s from expiry: now, then every 5 minutes. Returns a stop function. */
export function startSessionRefreshLoop(store: typeof appStore): () => void {
  const check = () => {
    const user = store.getState().session.user;
    if (user && needsRefresh(user.token)) void refreshSession(store);
  };
  check();
  const timer = setInterval(check, REFRESH_CHECK_INTERVAL_MS);
  return () => clearInterval(timer);
}

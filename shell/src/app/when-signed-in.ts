import type { StoredSession } from 'shared-auth';

/** The store's part that tells who is signed in. */
export interface SessionStore {
  getState: () => { session: { user: StoredSession | null } };
  subscribe: (listener: () => void) => () => void;
}

/** Runs `action` once, as soon as someone is signed in: at once for a restored session, else at the sign-in. */
export function whenSignedIn(store: SessionStore, action: () => void): void {
  if (store.getState().session.user) {
    action();
    return;
  }
  const stop = store.subscribe(() => {
    if (!store.getState().session.user) return;
    stop();
    action();
  });
}

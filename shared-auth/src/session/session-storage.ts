import { isRole } from '../access/roles';
import { signedIn, signedOut, type StoredSession } from './session-slice';
import { readClaims } from './token-claims';

export const SESSION_STORAGE_KEY = 'user';
/** The signed-in frame's labels, which index.html draws before the scripts arrive (the shell's prepaint-snapshot.ts). */
export const PREPAINT_STORAGE_KEY = 'prepaint';

function parseSession(raw: string | null): StoredSession | null {
  if (!raw) return null;
  try {
    const session = JSON.parse(raw) as Partial<StoredSession> | null;
    if (typeof session?.token !== 'string' || !readClaims(session.token)) return null;
    if (typeof session.refreshToken !== 'string' || !isRole(session.role)) return null;
    return session as StoredSession;
  } catch (error) {
    console.error('Unreadable stored session', error);
    return null;
  }
}

export function loadStoredSession(): StoredSession | null {
  return parseSession(window.localStorage.getItem(SESSION_STORAGE_KEY));
}

export function saveStoredSession(session: StoredSession | null): void {
  if (session) {
    window.localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(session));
    return;
  }
  window.localStorage.removeItem(SESSION_STORAGE_KEY);
  // Signed out: the next visitor of this device sees no trace of the person's frame.
  window.localStorage.removeItem(PREPAINT_STORAGE_KEY);
}

/**
 * Follows sign-ins, logouts and refreshes made in other tabs. Refresh tokens are single use,
 * so a tab that kept an old one would trip the server's reuse detection and revoke the session.
 */
export function syncSessionAcrossTabs(
  dispatch: (action: ReturnType<typeof signedIn | typeof signedOut>) => unknown,
): void {
  window.addEventListener('storage', (event) => {
    if (event.storageArea !== window.localStorage || (event.key !== SESSION_STORAGE_KEY && event.key !== null)) return;
    const session = parseSession(event.newValue);
    dispatch(session ? signedIn(session) : signedOut());
  });
}

import { isRole } from '../access/roles';
import { readClaims } from './token-claims';
import type { StoredSession } from './types';

export const SESSION_STORAGE_KEY = 'user';

export function loadStoredSession(): StoredSession | null {
  const raw = window.localStorage.getItem(SESSION_STORAGE_KEY);
  if (!raw) return null;
  try {
    const session = JSON.parse(raw) as Partial<StoredSession>;
    if (typeof session.token !== 'string' || !readClaims(session.token)) return null;
    if (typeof session.refreshToken !== 'string' || !isRole(session.role)) return null;
    return session as StoredSession;
  } catch (error) {
    console.error('Unreadable stored session', error);
    return null;
  }
}

export function saveStoredSession(session: StoredSession | null): void {
  if (session) window.localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(session));
  else window.localStorage.removeItem(SESSION_STORAGE_KEY);
}

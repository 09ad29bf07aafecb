import { useLayoutEffect } from 'react';
import { isLanguage, PREPAINT_STORAGE_KEY, type Language, type StoredSession } from 'shared-auth';

/**
 * The language of `user`'s last signed-in render on this device (the pre-paint's snapshot, written by
 * features/layout/prepaint-snapshot.ts): the app starts in it, as the pre-painted frame did, before the person's
 * preferences arrive.
 */
export function lastSignedInLanguage(user: StoredSession | null): Language | undefined {
  if (!user) return undefined;
  try {
    const snapshot = JSON.parse(window.localStorage.getItem(PREPAINT_STORAGE_KEY) ?? 'null') as {
      user?: unknown;
      email?: unknown;
      language?: unknown;
    } | null;
    const theirs = snapshot?.user === user.employee_id && snapshot.email === user.email;
    return theirs && isLanguage(snapshot.language) ? snapshot.language : undefined;
  } catch {
    return undefined;
  }
}

/** The pre-painted frame (index.html) goes as the app's first screen is committed, before the browser paints it. */
export function useRemovePrepaint(): void {
  useLayoutEffect(() => document.getElementById('prepaint')?.remove(), []);
}

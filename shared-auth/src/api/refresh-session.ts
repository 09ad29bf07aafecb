import type { TokenPair } from 'api-contract';
import { apiUrl } from '../config';
import { selectUser, signedIn, signedOut, type SessionState } from '../session/session-slice';
import { sessionFromTokens } from '../session/token-claims';

interface StoreAccess {
  dispatch: (action: unknown) => unknown;
  getState: () => unknown;
}

let refreshing: Promise<boolean> | null = null;

/** Exchanges the refresh token once, whoever asks at the same moment; signs out when it fails. */
export function refreshSession(store: StoreAccess): Promise<boolean> {
  refreshing ??= exchangeRefreshToken(store).finally(() => {
    refreshing = null;
  });
  return refreshing;
}

async function exchangeRefreshToken({ dispatch, getState }: StoreAccess): Promise<boolean> {
  const user = selectUser(getState() as { session: SessionState });
  if (!user) return false;
  try {
    const response = await fetch(apiUrl('refresh'), {
      method: 'POST',
      headers: { Authorization: `Bearer ${user.refreshToken}` },
    });
    if (!response.ok) throw new Error(`Refresh refused with HTTP ${response.status}`);
    const tokens = (await response.json()) as TokenPair;
    const session = sessionFromTokens(tokens.access_token, tokens.refresh_token, user.email);
    if (!session) throw new Error('Refresh returned an unreadable token');
    dispatch(signedIn(session));
    return true;
  } catch (error) {
    console.warn('Session refresh failed: signing out', error);
    dispatch(signedOut());
    return false;
  }
}

/** Tells the api the session ended; signing out here never waits for it nor fails because of it. */
export async function revokeRefreshToken(refreshToken: string): Promise<void> {
  try {
    await fetch(apiUrl('logout'), { method: 'POST', headers: { Authorization: `Bearer ${refreshToken}` } });
  } catch (error) {
    console.warn('Sign-out could not reach the server', error);
  }
}

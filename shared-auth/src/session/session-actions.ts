import type { TokenPair } from 'api-contract';
import { baseApi } from '../api/base-api';
import { revokeRefreshToken } from '../api/refresh-session';
import type { AppDispatch, RootState } from '../store';
import { selectUser, signedIn, signedOut } from './session-slice';
import { sessionFromTokens } from './token-claims';

/** Starts a session from a login answer; cached data of a previous user is dropped. Returns false for an unreadable token. */
export const signIn = (tokens: TokenPair, typedEmail: string) => (dispatch: AppDispatch) => {
  const session = sessionFromTokens(tokens.access_token, tokens.refresh_token, typedEmail);
  dispatch(baseApi.util.resetApiState());
  if (!session) return false;
  dispatch(signedIn(session));
  return true;
};

/** Ends the session here at once and on the server (its refresh token family is revoked). */
export const signOut = () => (dispatch: AppDispatch, getState: () => RootState) => {
  const user = selectUser(getState());
  dispatch(signedOut());
  if (user) void revokeRefreshToken(user.refreshToken);
};

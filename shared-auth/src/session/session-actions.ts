import { baseApi } from '../api/base-api';
import type { AppDispatch } from '../store';
import { signedIn, signedOut } from './session-slice';
import { sessionFromTokens } from './token-claims';
import type { TokenPair } from './types';

/** Starts a session from a login answer; cached data of a previous user is dropped. Returns false for an unreadable token. */
export const signIn = (tokens: TokenPair, typedEmail: string) => (dispatch: AppDispatch) => {
  const session = sessionFromTokens(tokens.access_token, tokens.refresh_token, typedEmail);
  dispatch(baseApi.util.resetApiState());
  if (!session) return false;
  dispatch(signedIn(session));
  return true;
};

/** Ends the session; the store drops the cached api data on `signedOut`. */
export const signOut = () => (dispatch: AppDispatch) => {
  dispatch(signedOut());
};

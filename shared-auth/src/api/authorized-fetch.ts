import { apiUrl } from '../config';
import { needsRefresh } from '../session/token-claims';
import { store } from '../store';
import { refreshSession } from './refresh-session';

const currentToken = () => store.getState().session.user?.token;

/** fetch with the bearer token and one refresh (near expiry or on 401), for downloads (PDF, Excel) that RTK Query should not cache. */
export async function authorizedFetch(path: string, init: RequestInit = {}): Promise<Response> {
  const send = (token: string | undefined) => {
    const headers = new Headers(init.headers);
    if (token) headers.set('Authorization', `Bearer ${token}`);
    return fetch(apiUrl(path), { ...init, headers });
  };
  const stored = currentToken();
  if (stored && needsRefresh(stored)) await refreshSession(store);

  const token = currentToken();
  const response = await send(token);
  if (response.status !== 401 || !token) return response;
  const refreshed = currentToken() !== token || (await refreshSession(store));
  const retryToken = currentToken();
  return refreshed && retryToken ? send(retryToken) : response;
}

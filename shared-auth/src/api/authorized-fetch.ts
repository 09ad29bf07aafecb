import { apiUrl } from '../config';
import { store } from '../store';
import { refreshSession } from './refresh-session';

/** fetch with the bearer token and one refresh on 401, for downloads (PDF, Excel) that RTK Query should not cache. */
export async function authorizedFetch(path: string, init: RequestInit = {}): Promise<Response> {
  const send = () => {
    const headers = new Headers(init.headers);
    const token = store.getState().session.user?.token;
    if (token) headers.set('Authorization', `Bearer ${token}`);
    return fetch(apiUrl(path), { ...init, headers });
  };
  const response = await send();
  if (response.status !== 401 || !store.getState().session.user) return response;
  return (await refreshSession(store)) ? send() : response;
}

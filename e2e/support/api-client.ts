/** A signed-in caller of the api, for setting up and checking what the browser cannot show. */
export interface ApiSession {
  token: string;
  call: (path: string, init?: RequestInit) => Promise<Response>;
  json: <T>(path: string) => Promise<T>;
}

export async function apiSession(baseUrl: string, email: string, password: string): Promise<ApiSession> {
  const login = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!login.ok) throw new Error(`login of ${email} failed: ${login.status} ${await login.text()}`);
  const { access_token: token } = (await login.json()) as { access_token: string };
  const call = (path: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    headers.set('authorization', `Bearer ${token}`);
    if (typeof init.body === 'string') headers.set('content-type', 'application/json');
    return fetch(`${baseUrl}/api/${path.replace(/^\//, '')}`, { ...init, headers });
  };
  const json = async <T>(path: string) => {
    const response = await call(path);
    if (!response.ok) throw new Error(`GET ${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  };
  return { token, call, json };
}

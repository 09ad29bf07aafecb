// Test helpers for packages that use shared-auth (jest only; never imported by app code).
import type { Role } from '../access/roles';

export interface FakeClaims {
  sub?: string;
  full_name?: string;
  email?: string;
  role?: Role | string;
  must_change_password?: boolean;
}

let issued = 0;

const base64Url = (value: object) =>
  btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');

/** An unsigned JWT with the api's claims, expiring `expiresInSeconds` from now (the client never checks signatures). */
export function fakeToken(claims: FakeClaims = {}, expiresInSeconds = 900): string {
  const iat = Math.floor(Date.now() / 1000);
  const payload = { sub: '1', ...claims, iat, exp: iat + expiresInSeconds, jti: ++issued };
  return `${base64Url({ alg: 'HS256', typ: 'JWT' })}.${base64Url(payload)}.signature`;
}

/** One answer of the fake api: a status and a JSON body, optionally late. */
export interface StubAnswer {
  status?: number;
  body?: unknown;
  delayMs?: number;
  headers?: Record<string, string>;
}

export type StubRoute = (request: Request) => StubAnswer | Promise<StubAnswer>;

/**
 * Replaces `fetch` with a router over `METHOD /path` keys (path after the host, query included).
 * Unknown routes answer 404, so a test sees every call it did not expect. Returns the jest mock.
 */
export function stubFetch(routes: Record<string, StubRoute | StubAnswer>) {
  return jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const route = routes[`${request.method} ${url.pathname}${url.search}`];
    const answer =
      typeof route === 'function' ? await route(request) : (route ?? { status: 404, body: { error: 'Not found' } });
    if (answer.delayMs) await new Promise((resolve) => setTimeout(resolve, answer.delayMs));
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'Content-Type': 'application/json', ...answer.headers },
    });
  });
}

/** The requests a stub received, as `METHOD /path` keys. */
export function calledRoutes(mock: ReturnType<typeof stubFetch>): string[] {
  return mock.mock.calls.map(([input, init]) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    return `${request.method} ${url.pathname}${url.search}`;
  });
}
export { untranslatedTexts } from './untranslated-texts';

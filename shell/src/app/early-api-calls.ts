// The first screen's api calls, started by main's first chunk (index.ts) instead of by the store once React, antd and
// the federation's shared packages have arrived (issue 26: seconds later on a phone). RTK Query then sends the same
// requests; `answerWithEarlyCalls` hands each one the response already on its way instead of asking again. Nothing
// here may import a shared package: this runs before they are negotiated. Only for a person coming back on this
// device (the pre-paint's snapshot gives the language the app starts in, so the requests are the same).
import type { Role } from 'shared-auth';

/** What a first screen asks the api (its path under /api) and at which addresses; every signed-in screen if none. */
const FIRST_SCREEN_CALLS: Array<{ path: string; anonymous?: boolean; on?: string[] }> = [
  // shell/src/shared/branding.ts: without a token.
  { path: '/branding', anonymous: true },
  // shell/src/shared/use-signed-in-language.ts
  { path: '/me/preferences' },
  // mf-attendance's attendance page: the clock button's state.
  { path: '/current_status', on: ['/attendance'] },
];

/** An answer older than this is not handed out: a later request gets a fresh one. */
export const EARLY_ANSWER_MAX_AGE_MS = 30_000;

interface EarlyCall {
  /** The request's Authorization and Accept-Language headers: a later request must send the same to take the answer. */
  authorization: string | null;
  language: string | null;
  startedAt: number;
  response: Promise<Response>;
}

const earlyCalls = new Map<string, EarlyCall>();

function readJson(storage: Storage, key: string): Record<string, unknown> | null {
  try {
    return JSON.parse(storage.getItem(key) ?? 'null') as Record<string, unknown> | null;
  } catch {
    return null;
  }
}

export interface ReturningPerson {
  token: string;
  role: Role;
  language: string;
}

/** The stored session's token and role and its last signed-in render's language (as app/prepaint.ts reads it), or null. */
export function returningPerson(storage: Storage): ReturningPerson | null {
  const session = readJson(storage, 'user');
  const snapshot = readJson(storage, 'prepaint');
  if (typeof session?.token !== 'string' || typeof snapshot?.language !== 'string') return null;
  if (snapshot.user !== session.employee_id || snapshot.email !== session.email) return null;
  return { token: session.token, role: session.role as Role, language: snapshot.language };
}

const apiAddress = (path: string) =>
  new URL(`${window.__API_BASE_URL__ ?? '/api'}${path}`, window.location.origin).href;

/** Starts the calls the first screen at `pathname` makes, for a signed-in person coming back; none otherwise. */
export function startEarlyApiCalls(
  pathname: string,
  storage: Storage = window.localStorage,
  send: typeof fetch = window.fetch.bind(window),
): void {
  const person = returningPerson(storage);
  if (!person) return;
  const path = `/${pathname.replace(/^\/+|\/+$/g, '')}`;
  for (const call of FIRST_SCREEN_CALLS) {
    if (call.on && !call.on.includes(path)) continue;
    const headers: Record<string, string> = { 'Accept-Language': person.language };
    if (!call.anonymous) headers.Authorization = `Bearer ${person.token}`;
    startEarlyCall(apiAddress(call.path), { headers }, send);
  }
}

/** An early call's request: its headers as a plain record, to compare with the page's own request's. */
export type EarlyCallInit = RequestInit & { headers?: Record<string, string> };

/**
 * Sends a GET now whose response the app's own request for `url` (with the same Authorization and Accept-Language)
 * takes later instead of asking again.
 */
export function startEarlyCall(url: string, init: EarlyCallInit, send: typeof fetch): Promise<Response> {
  const response = send(url, init);
  // Unclaimed, its failure is no one's: the app's own request says what is wrong.
  response.catch(() => undefined);
  const { Authorization: authorization = null, 'Accept-Language': language = null } = init.headers ?? {};
  earlyCalls.set(url, { authorization, language, startedAt: Date.now(), response });
  return response;
}

/** What identifies a request, read without constructing a Request (that would take the body of a POST's). */
function requestOf(input: RequestInfo | URL, init?: RequestInit) {
  if (input instanceof Request && !init) return { url: input.url, method: input.method, headers: input.headers };
  const url = input instanceof Request ? input.url : new URL(String(input), window.location.href).href;
  const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
  return { url, method, headers: new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined)) };
}

/** The early response for a request when it is the same (token, language) and not too old; each is handed out once. */
function claim({ url, headers }: ReturnType<typeof requestOf>): Promise<Response> | undefined {
  const call = earlyCalls.get(url);
  if (!call) return undefined;
  earlyCalls.delete(url);
  const same = headers.get('Authorization') === call.authorization && headers.get('Accept-Language') === call.language;
  return same && Date.now() - call.startedAt <= EARLY_ANSWER_MAX_AGE_MS ? call.response : undefined;
}

/**
 * A fetch that answers a GET with its early call's response; any other request goes out. A request that changes
 * something (a sign-in, a refresh, a clock-in) makes the unclaimed answers stale: they are dropped.
 */
export function answerWithEarlyCalls(send: typeof fetch): typeof fetch {
  return (input, init) => {
    if (earlyCalls.size === 0) return send(input, init);
    const request = requestOf(input, init);
    if (request.method !== 'GET') {
      earlyCalls.clear();
      return send(input, init);
    }
    const early = claim(request);
    // The early call did not reach the api (a network error): the request tries itself.
    return early ? early.catch(() => send(input, init)) : send(input, init);
  };
}

/** Forgets the calls (unit tests start each case from a fresh page). */
export function forgetEarlyApiCalls(): void {
  earlyCalls.clear();
}

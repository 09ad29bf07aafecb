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

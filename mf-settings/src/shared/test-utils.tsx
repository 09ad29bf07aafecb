import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { baseApi, store } from 'shared-auth';
import type { Setting } from 'api-contract';

type Handler = (request: Request) => Response | Promise<Response>;

export const jsonResponse = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export const SAMPLE_SETTINGS: Setting[] = [
  { setting_key: 'COMPANY_NAME', setting_value: 'Acme Corporation' },
  { setting_key: 'TIME_ZONE', setting_value: 'Europe/London' },
  { setting_key: 'CUSTOM_FLAG', setting_value: 'on' },
  { setting_key: 'SYSTEM_LOGO_PATH', setting_value: '' },
];

/** Answers `METHOD /path?query`, else `METHOD /path` (path under /api), from `routes`; returns the recorded requests. */
export function stubApi(routes: Record<string, Handler>): Request[] {
  const requests: Request[] = [];
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    requests.push(request.clone());
    const url = new URL(request.url);
    const route = `${request.method} ${url.pathname.replace(/^\/api/, '')}`;
    const handler = routes[`${route}${url.search}`] ?? routes[route];
    if (!handler) throw new Error(`Unexpected call: ${route}`);
    return handler(request);
  });
  return requests;
}

/** Renders with the one shared store, as the shell does; its api cache is emptied first. */
export function renderWithStore(ui: ReactElement) {
  store.dispatch(baseApi.util.resetApiState());
  return render(<Provider store={store}>{ui}</Provider>);
}

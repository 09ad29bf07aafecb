import { render } from '@testing-library/react';
import type { ReportsData } from 'api-contract';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { baseApi, sessionFromTokens, signedIn, store, type Role, type StoredSession } from 'shared-auth';
import { fakeToken } from 'shared-auth/testing';

type Handler = (request: Request) => Response | Promise<Response>;

export const jsonResponse = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A report from an api that does not send totalNotYetIn yet: the screen shows that card only when it is sent. */
type ReportWithoutNotYetIn = Omit<ReportsData, 'summary_cards'> & {
  summary_cards: Omit<ReportsData['summary_cards'], 'totalNotYetIn'>;
};

export const REPORT: ReportWithoutNotYetIn = {
  summary_cards: { totalDepartments: 4, totalPresent: 420, totalAbsent: 17, totalOnLeave: 9, arrivalEarly: 81 },
  line_chart: { dates: ['2026-11-02', '2026-11-03'], present: [20, 21], absent: [1, 0] },
  bar_chart: { labels: ['Engineering', 'Sales'], present: [200, 120], absent: [9, 4] },
  face_review: { pending_review: 0, verified_by_manager: 0, voided: 0 },
  departments: [
    { department_id: 1, department_name: 'Engineering' },
    { department_id: 2, department_name: 'Sales' },
  ],
  employees: [
    { employee_id: 10, full_name: 'Emma Wilson', department_ids: [1] },
    { employee_id: 11, full_name: 'Grace Lewis', department_ids: [2] },
  ],
  start_date: '2026-11-02',
  end_date: '2026-11-03',
};

/** Answers `METHOD /path?query` (path under /api) from `routes`; returns the recorded requests. */
export function stubApi(routes: Record<string, Handler>): Request[] {
  const requests: Request[] = [];
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    requests.push(request.clone());
    const url = new URL(request.url);
    const route = `${request.method} ${url.pathname.replace(/^\/api/, '')}${url.search}`;
    const handler = routes[route];
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

/** As renderWithStore, signed in as `role`. */
export function renderAs(ui: ReactElement, role: Role) {
  const token = fakeToken({ sub: '1', full_name: `Test ${role}`, email: `${role}@acme.example`, role });
  store.dispatch(signedIn(sessionFromTokens(token, `refresh-${role}`) as StoredSession));
  return renderWithStore(ui);
}

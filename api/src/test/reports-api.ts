import type { TestContext } from './test-app';

/** Fakes only the clock's date (timers stay real: PGlite and fastify need them). */
export function freezeDate(now: Date) {
  jest.useFakeTimers({
    now,
    doNotFake: [
      'hrtime',
      'nextTick',
      'performance',
      'queueMicrotask',
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'requestIdleCallback',
      'cancelIdleCallback',
      'setImmediate',
      'clearImmediate',
      'setInterval',
      'clearInterval',
      'setTimeout',
      'clearTimeout',
    ],
  });
}

export interface ReportBody {
  summary_cards: Record<
    'totalDepartments' | 'totalPresent' | 'totalAbsent' | 'totalNotYetIn' | 'totalOnLeave' | 'arrivalEarly',
    number
  >;
  line_chart: { dates: string[]; present: number[]; absent: number[] };
  bar_chart: { labels: string[]; present: number[]; absent: number[] };
  face_review: { pending_review: number; verified_by_manager: number; voided: number };
  departments: { department_id: number; department_name: string }[];
  employees: { employee_id: number; full_name: string; department_ids: number[] }[];
  start_date: string;
  end_date: string;
}

export interface DashboardBody {
  dailyStats: { key: string; label: string; value: number; color: string; icon: string }[];
  employees: {
    id: number;
    name: string;
    location: string | null;
    workHours: number;
    discrepancy: string;
    check_in_corrected: boolean;
    check_out_corrected: boolean;
  }[];
}

type Headers = { authorization: string };

/** A fresh bearer header, for a test that moved the clock past the old token's expiry. */
export async function signIn(t: TestContext, user: { email: string; password: string }): Promise<Headers> {
  return { authorization: `Bearer ${(await t.login(user)).access_token}` };
}

export function reportApi(t: TestContext) {
  const get = (path: string, headers: Headers, query: Record<string, string | number> = {}) =>
    t.inject({
      method: 'GET',
      url: path,
      headers,
      query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
    });
  return {
    report: (headers: Headers, query: Record<string, string | number> = {}) =>
      get('/api/reports_dashboard', headers, query),
    download: (headers: Headers, query: Record<string, string | number> = {}) =>
      get('/api/download_report', headers, query),
    dashboard: (headers: Headers) => get('/api/dashboard_stats', headers),
    /** The report's body; fails the test on any other status. */
    async body(headers: Headers, query: Record<string, string | number> = {}): Promise<ReportBody> {
      const res = await get('/api/reports_dashboard', headers, query);
      if (res.statusCode !== 200) throw new Error(`reports_dashboard answered ${res.statusCode}: ${res.body}`);
      return res.json();
    },
  };
}

export const card = (body: DashboardBody, label: string) => body.dailyStats.find((c) => c.label === label)!.value;

import { freezeDate, reportApi } from '../../test/reports-api';
import { buildTestCompany, FRIDAY_EVENING, WEEK } from '../../test/reports-company';
import { createTestApp, SETUP_TIMEOUT_MS, type TestContext } from '../../test/test-app';
import { apiError } from '../../test/api-error';

let t: TestContext;
let company: Awaited<ReturnType<typeof buildTestCompany>>;
let api: ReturnType<typeof reportApi>;

beforeAll(async () => {
  freezeDate(FRIDAY_EVENING);
  t = await createTestApp();
  company = await buildTestCompany(t);
  api = reportApi(t);
}, SETUP_TIMEOUT_MS);
afterAll(async () => {
  await t.close();
  jest.useRealTimers();
});

const week = { start_date: WEEK.first, end_date: WEEK.last };

describe('who sees what in the reports', () => {
  it('shows a manager their team (themselves and direct reports) and its departments only', async () => {
    const body = await api.body(company.manager.headers, week);
    expect(body.departments.map((d) => d.department_name)).toEqual(['Floor']);
    expect(body.employees.map((e) => e.employee_id).sort()).toEqual(
      [company.manager.id, company.amy.id, company.ben.id, company.cara.id].sort(),
    );
    expect(body.line_chart.present).toEqual([3, 2, 4, 3, 2]);
    expect(body.line_chart.absent).toEqual([0, 1, 0, 0, 1]);
  });

  it("counts only a manager's own people in a department they share with another team", async () => {
    const body = await api.body(company.otherManager.headers, { ...week, department_id: company.floor });
    const eve = body.employees.find((e) => e.employee_id === company.eve.id)!;
    expect(body.bar_chart).toEqual({ labels: [eve.full_name], present: [4], absent: [1] });
  });

  it.each(['reports_dashboard', 'download_report'])(
    'refuses a manager another department or person on %s (403)',
    async (route) => {
      for (const query of [{ department_id: company.sales }, { employee_id: company.dan.id }]) {
        const res = await t.inject({
          method: 'GET',
          url: `/api/${route}`,
          headers: company.manager.headers,
          query: { ...query } as never,
        });
        expect([res.statusCode, res.json()]).toEqual([403, apiError('report.outside_team')]);
      }
    },
  );

  it('answers an admin 404 for a department or employee that does not exist', async () => {
    expect((await api.report(company.admin.headers, { department_id: 999_999 })).json()).toEqual(
      apiError('report.department_not_found'),
    );
    expect((await api.report(company.admin.headers, { employee_id: 999_999 })).statusCode).toBe(404);
  });

  it('refuses employees', async () => {
    expect((await api.report(company.amy.headers, week)).statusCode).toBe(403);
    expect((await api.download(company.amy.headers, week)).statusCode).toBe(403);
  });
});

describe('report queries', () => {
  it.each([
    [{ start_date: '2025-02-30' }],
    [{ end_date: 'yesterday' }],
    [{ start_date: '2025-01-10', end_date: '2025-01-06' }],
    [{ department_id: 'abc' }],
    [{ employee_id: 0 }],
    [{ start_date: '2000-01-01', end_date: '2025-01-01' }],
  ])('refuses %j with 400 {error, code}', async (query) => {
    for (const res of [
      await api.report(company.admin.headers, query),
      await api.download(company.admin.headers, query),
    ]) {
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json())).toEqual(['error', 'code']);
    }
  });

  it('runs from the first attendance record to today when no dates are given, and never past today', async () => {
    const all = await api.body(company.admin.headers);
    expect([all.start_date, all.end_date]).toEqual(['2025-01-06', '2025-01-10']);
    const ahead = await api.body(company.admin.headers, { start_date: '2025-01-09', end_date: '2025-03-01' });
    expect(ahead.line_chart.dates).toEqual(['2025-01-09', '2025-01-10']);
  });
});

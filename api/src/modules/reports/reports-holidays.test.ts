import { card, type DashboardBody, freezeDate, reportApi } from '../../test/reports-api';
import { buildTestCompany, EXPECTED_WEEK, FRIDAY_EVENING, WEEK } from '../../test/reports-company';
import { createTestApp, SETUP_TIMEOUT_MS, type TestContext } from '../../test/test-app';

// The hand-built week (test/reports-company.ts) with holidays added: nobody is absent on a day off.
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
const addHoliday = (holiday_date: string, location?: string) =>
  t.db
    .insertInto('holidays')
    .values({ holiday_date, name: 'Holiday', location: location ?? null })
    .execute();

describe('holidays in the reports and the dashboard', () => {
  it("counts nobody absent on a holiday of one's own calendar (set on the employee, or an office's name)", async () => {
    // On Monday the admin and Eve are absent: the admin's calendar is Scotland's, Eve works from the Leeds office.
    await t.db
      .updateTable('employees')
      .set({ holiday_calendar: 'Scotland' })
      .where('employee_id', '=', company.admin.id)
      .execute();
    await t.db
      .updateTable('employees')
      .set({ allowed_locations: JSON.stringify([{ name: 'Leeds', latitude: 53.8, longitude: -1.55 }]) })
      .where('employee_id', '=', company.eve.id)
      .execute();
    await addHoliday(WEEK.first, 'scotland');
    await addHoliday(WEEK.first, 'Leeds');
    await addHoliday('2025-01-07', 'Berlin'); // nobody's calendar
    const body = await api.body(company.admin.headers, week);
    expect(body.line_chart.absent).toEqual([0, ...EXPECTED_WEEK.absent.slice(1)]);
    expect(body.bar_chart).toEqual({ labels: ['Floor', 'Sales'], present: [18, 11], absent: [2, 1] });
  });

  it('makes a holiday of every office a day off for everyone: not a working day at all', async () => {
    await addHoliday('2025-01-10');
    const body = await api.body(company.admin.headers, week);
    expect(body.line_chart.dates).toEqual(EXPECTED_WEEK.dates.slice(0, 4));
    expect(body.line_chart.absent).toEqual([0, ...EXPECTED_WEEK.absent.slice(1, 4)]);
    expect(body.summary_cards.totalAbsent).toBe(5);
    const dashboard: DashboardBody = (await api.dashboard(company.admin.headers)).json();
    expect(card(dashboard, 'Absent')).toBe(0);
  });
});

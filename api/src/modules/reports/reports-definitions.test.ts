import ExcelJS from 'exceljs';
import { setSetting } from '../../test/attendance';
import { card, type DashboardBody, freezeDate, reportApi, signIn } from '../../test/reports-api';
import {
  buildTestCompany,
  EXPECTED_WEEK,
  FRIDAY_EVENING,
  THURSDAY_NOON,
  WEDNESDAY_NOON,
  WEEK,
} from '../../test/reports-company';
import { createTestApp, SETUP_TIMEOUT_MS, type TestContext } from '../../test/test-app';
import { CARD_LABELS } from './messages';

// The week of the hand-built company (test/reports-company.ts), counted by hand and through the api.
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

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
const week = { start_date: WEEK.first, end_date: WEEK.last };

describe('reports_dashboard on the hand-built week', () => {
  it('counts present, absent, on leave and early per working day; the weekend is left out', async () => {
    const body = await api.body(company.admin.headers, week);
    expect(body.line_chart).toEqual({
      dates: EXPECTED_WEEK.dates,
      present: EXPECTED_WEEK.present,
      absent: EXPECTED_WEEK.absent,
    });
    expect(body.summary_cards).toEqual({
      totalDepartments: 2,
      totalPresent: sum(EXPECTED_WEEK.present),
      totalAbsent: sum(EXPECTED_WEEK.absent),
      totalNotYetIn: 0,
      totalOnLeave: sum(EXPECTED_WEEK.onLeave),
      arrivalEarly: sum(EXPECTED_WEEK.early),
    });
  });

  it('splits the week per department, a member of two departments counting in both', async () => {
    const body = await api.body(company.admin.headers, week);
    expect(body.bar_chart).toEqual({ labels: ['Floor', 'Sales'], present: [18, 11], absent: [3, 2] });
  });

  it('splits a chosen department per employee', async () => {
    const body = await api.body(company.admin.headers, { ...week, department_id: company.floor });
    const byName = Object.fromEntries(
      body.bar_chart.labels.map((label, i) => [label, [body.bar_chart.present[i], body.bar_chart.absent[i]]]),
    );
    const name = (id: number) => body.employees.find((e) => e.employee_id === id)!.full_name;
    expect(byName).toEqual({
      [name(company.manager.id)]: [5, 0],
      [name(company.amy.id)]: [5, 0],
      [name(company.ben.id)]: [2, 1],
      [name(company.cara.id)]: [2, 1],
      [name(company.eve.id)]: [4, 1],
    });
    expect(body.summary_cards.totalDepartments).toBe(1);
  });

  it('counts a leaver until the local date of termination', async () => {
    const body = await api.body(company.admin.headers, { ...week, employee_id: company.cara.id });
    expect(body.line_chart.present).toEqual([1, 0, 1, 0, 0]);
    expect(body.line_chart.absent).toEqual([0, 1, 0, 0, 0]);
  });

  it('counts nobody absent before their hire date, yet shows a clock-in made then as present', async () => {
    const body = await api.body(company.admin.headers, { ...week, employee_id: company.dan.id });
    expect(body.line_chart.present).toEqual([0, 1, 0, 1, 1]);
    expect(body.line_chart.absent).toEqual([0, 0, 1, 0, 0]);
  });

  it('counts the days of a leave inside the range only, and not the days its taker clocked in', async () => {
    const body = await api.body(company.admin.headers, { start_date: '2025-01-07', end_date: '2025-01-10' });
    expect(body.summary_cards.totalOnLeave).toBe(2);
    const tail = await api.body(company.admin.headers, { start_date: '2025-01-09', end_date: '2025-01-10' });
    expect(tail.summary_cards.totalOnLeave).toBe(1);
  });

  it('has no working day on a weekend', async () => {
    const body = await api.body(company.admin.headers, { start_date: '2025-01-11', end_date: '2025-01-12' });
    expect(body.line_chart.dates).toEqual([]);
    expect(body.summary_cards).toMatchObject({ totalPresent: 0, totalAbsent: 0, totalOnLeave: 0, arrivalEarly: 0 });
  });
});

describe('the dashboard, the report for that day and the records agree', () => {
  it.each([
    ['Wednesday', WEDNESDAY_NOON, '2025-01-08'],
    ['Thursday', THURSDAY_NOON, '2025-01-09'],
  ])('on %s', async (_, now, day) => {
    jest.setSystemTime(now);
    const headers = await signIn(t, company.admin);
    const dashboard: DashboardBody = (await api.dashboard(headers)).json();
    const report = await api.body(headers, { start_date: day, end_date: day });
    const records = await t.db
      .selectFrom('attendance_records')
      .select('employee_id')
      .where('attendance_date', '=', day)
      .execute();
    const present =
      card(dashboard, 'Present On Time') + card(dashboard, 'Late Arrivals') + card(dashboard, 'Arrived Early');
    const index = EXPECTED_WEEK.dates.indexOf(day);

    expect(present).toBe(EXPECTED_WEEK.present[index]);
    expect(report.summary_cards).toMatchObject({
      totalPresent: present,
      totalAbsent: card(dashboard, 'Absent'),
      totalOnLeave: card(dashboard, 'On Leave'),
      arrivalEarly: card(dashboard, 'Arrived Early'),
    });
    expect(dashboard.employees.map((row) => row.id).sort()).toEqual(records.map((row) => row.employee_id).sort());
    jest.setSystemTime(FRIDAY_EVENING);
  });
});

// Friday 10 January 2025 in London (GMT): work starts at 09:00 with 10 minutes' grace. The admin and ben have
// not clocked in that day (EXPECTED_WEEK: 2 absent); ben is in Floor, the admin in no department.
describe('absent versus not yet in, on Friday', () => {
  const FRIDAY = '2025-01-10';
  const friday = { start_date: FRIDAY, end_date: FRIDAY };

  async function figuresAt(instant: string) {
    jest.setSystemTime(new Date(instant));
    const headers = await signIn(t, company.admin);
    const dashboard: DashboardBody = (await api.dashboard(headers)).json();
    const day = await api.body(headers, friday);
    const week = await api.body(headers, { start_date: WEEK.first, end_date: WEEK.last });
    const res = await api.download(headers, friday);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const rows = (name: string) =>
      workbook
        .getWorksheet(name)!
        .getSheetValues()
        .slice(2)
        .map((row) => (row as unknown[]).slice(1));
    const summary = Object.fromEntries(rows('Summary') as [string, unknown][]);
    jest.setSystemTime(FRIDAY_EVENING);
    return {
      cards: [card(dashboard, 'Absent'), card(dashboard, 'Not Yet In')],
      report: [day.summary_cards.totalAbsent, day.summary_cards.totalNotYetIn, day.line_chart.absent],
      floorBar: day.bar_chart.absent[day.bar_chart.labels.indexOf('Floor')],
      week: [week.summary_cards.totalAbsent, week.line_chart.absent],
      excel: [summary[CARD_LABELS.totalAbsent], summary[CARD_LABELS.totalNotYetIn], rows('Daily')[0]!.slice(2)],
    };
  }

  const weekAbsent = sum(EXPECTED_WEEK.absent);
  const earlierDays = EXPECTED_WEEK.absent.slice(0, 4);

  it.each([
    ['before the work day starts', '2025-01-10T07:30:00Z'],
    ['within the grace minutes', '2025-01-10T09:05:00Z'],
    ['in the last second an arrival is on time', '2025-01-10T09:10:59Z'],
  ])('counts nobody absent today %s: they are not yet in', async (_, instant) => {
    expect(await figuresAt(instant)).toEqual({
      cards: [0, 2],
      report: [0, 2, [0]],
      floorBar: 0,
      week: [weekAbsent - 2, [...earlierDays, 0]],
      excel: [0, 2, [0, 2]],
    });
  });

  it('counts them absent once an arrival would be late', async () => {
    expect(await figuresAt('2025-01-10T09:11:00Z')).toEqual({
      cards: [2, 0],
      report: [2, 0, [2]],
      floorBar: 1,
      week: [weekAbsent, EXPECTED_WEEK.absent],
      excel: [2, 0, [2, 0]],
    });
  });

  it("follows the company's time zone and work start", async () => {
    await setSetting(t, 'TIME_ZONE', 'America/New_York');
    await setSetting(t, 'WORK_START_TIME', '08:00');
    try {
      // 08:05 in New York; at 13:09 UTC the day is still open, at 13:11 it is judged.
      expect((await figuresAt('2025-01-10T13:05:00Z')).cards).toEqual([0, 2]);
      expect((await figuresAt('2025-01-10T13:11:00Z')).cards).toEqual([2, 0]);
    } finally {
      await setSetting(t, 'TIME_ZONE', 'Europe/London');
      await setSetting(t, 'WORK_START_TIME', '09:00');
    }
  });
});

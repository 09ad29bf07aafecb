import { card, type DashboardBody, freezeDate, signIn } from '../../test/reports-api';
import { buildTestCompany, WEDNESDAY_NOON } from '../../test/reports-company';
import { createTestApp, SETUP_TIMEOUT_MS, type TestContext } from '../../test/test-app';
import { DAILY_STAT_CARDS } from './messages';

const WEDNESDAY = WEDNESDAY_NOON.toISOString().slice(0, 10);

let t: TestContext;
let company: Awaited<ReturnType<typeof buildTestCompany>>;

beforeAll(async () => {
  freezeDate(WEDNESDAY_NOON);
  t = await createTestApp();
  company = await buildTestCompany(t);
}, SETUP_TIMEOUT_MS);
afterAll(async () => {
  await t.close();
  jest.useRealTimers();
});

const stats = async (headers: { authorization: string }): Promise<DashboardBody> => {
  const res = await t.inject({ method: 'GET', url: '/api/dashboard_stats', headers });
  expect(res.statusCode).toBe(200);
  return res.json();
};
const counts = (body: DashboardBody) => Object.fromEntries(body.dailyStats.map((c) => [c.label, c.value]));

describe('dashboard_stats on Wednesday noon of the hand-built week', () => {
  it('gives an admin the whole company: cards and a row for everyone who clocked in', async () => {
    const body = await stats(company.admin.headers);
    expect(body.dailyStats.map(({ key, label, color, icon }) => ({ key, label, color, icon }))).toEqual(
      DAILY_STAT_CARDS.map(({ key, label, color, icon }) => ({ key, label, color, icon })),
    );
    expect(counts(body)).toEqual({
      'Present On Time': 5,
      'Late Arrivals': 0,
      'Arrived Early': 1,
      Absent: 2,
      'Not Yet In': 0,
      'On Leave': 0,
    });
    expect(body.employees.map((row) => row.id).sort()).toEqual(
      [company.manager, company.otherManager, company.amy, company.ben, company.cara, company.eve]
        .map((p) => p.id)
        .sort(),
    );
  });

  it('describes a row: location text or point, hours so far of an open record, clock-in type, discrepancy', async () => {
    const body = await stats(company.admin.headers);
    const eve = body.employees.find((row) => row.id === company.eve.id)!;
    expect(eve).toMatchObject({
      role: 'employee',
      department: 'Floor, Sales',
      location: 'POINT(-0.0885 51.5155)',
      workHours: 2.95,
      clockInType: 'remote',
      discrepancy: 'on time',
    });
    expect(body.employees.find((row) => row.id === company.cara.id)).toMatchObject({
      location: 'Acme House, 1 Moorgate, London',
      discrepancy: 'early',
    });
  });

  it('says which side of a row an approved correction set', async () => {
    await t.db
      .updateTable('attendance_records')
      .set({ check_out_corrected: true })
      .where('employee_id', '=', company.cara.id)
      .where('attendance_date', '=', WEDNESDAY)
      .execute();
    const rows = (await stats(company.admin.headers)).employees;
    expect(rows.find((row) => row.id === company.cara.id)).toMatchObject({
      check_in_corrected: false,
      check_out_corrected: true,
    });
    expect(rows.find((row) => row.id === company.eve.id)).toMatchObject({
      check_in_corrected: false,
      check_out_corrected: false,
    });
  });

  it('gives a manager their team: themselves and their direct reports', async () => {
    const body = await stats(company.manager.headers);
    expect(counts(body)).toEqual({
      'Present On Time': 3,
      'Late Arrivals': 0,
      'Arrived Early': 1,
      Absent: 0,
      'Not Yet In': 0,
      'On Leave': 0,
    });
    expect(body.employees.map((row) => row.id).sort()).toEqual(
      [company.manager, company.amy, company.ben, company.cara].map((p) => p.id).sort(),
    );
  });

  it('gives an employee the company-wide counts and their own row only', async () => {
    const body = await stats(company.amy.headers);
    expect(counts(body)).toEqual(counts(await stats(company.admin.headers)));
    expect(body.employees.map((row) => row.id)).toEqual([company.amy.id]);
    expect(card(body, 'Arrived Early')).toBe(1);
  });
});

describe('upcoming_birthdays', () => {
  const born = (person: { id: number }, date: string) =>
    t.db.updateTable('employees').set({ date_of_birth: date }).where('employee_id', '=', person.id).execute();
  const birthdays = async (now: string) => {
    jest.setSystemTime(new Date(now));
    const res = await t.inject({
      method: 'GET',
      url: '/api/upcoming_birthdays',
      headers: await signIn(t, company.amy),
    });
    jest.setSystemTime(WEDNESDAY_NOON);
    return res.json<{ employee_id: number; next_birthday: string }[]>().map((b) => [b.employee_id, b.next_birthday]);
  };

  beforeAll(async () => {
    await born(company.amy, '1990-12-20');
    await born(company.ben, '1985-01-05');
    await born(company.cara, '1990-12-25');
    await born(company.dan, '1992-01-19');
    await born(company.eve, '1992-01-20');
    await born(company.otherManager, '2000-02-29');
  });

  it('lists active people whose birthday falls in the next 30 days across the year end, soonest first', async () => {
    expect(await birthdays('2026-12-20T09:00:00Z')).toEqual([
      [company.amy.id, '2026-12-20'],
      [company.ben.id, '2027-01-05'],
      [company.dan.id, '2027-01-19'],
    ]);
  });

  it('celebrates 29 February on the 28th in a year without one', async () => {
    expect(await birthdays('2027-02-10T09:00:00Z')).toEqual([[company.otherManager.id, '2027-02-28']]);
    expect(await birthdays('2028-02-10T09:00:00Z')).toEqual([[company.otherManager.id, '2028-02-29']]);
  });

  it('shows colleagues the month and day only, never the year of birth', async () => {
    jest.setSystemTime(new Date('2026-12-20T09:00:00Z'));
    const res = await t.inject({
      method: 'GET',
      url: '/api/upcoming_birthdays',
      headers: await signIn(t, company.ben),
    });
    jest.setSystemTime(WEDNESDAY_NOON);
    const amy = res.json<Record<string, unknown>[]>().find((b) => b.employee_id === company.amy.id)!;
    expect(Object.keys(amy).sort()).toEqual(['birthday', 'employee_id', 'name', 'next_birthday']);
    expect(amy.birthday).toBe('12-20');
    expect(res.body).not.toContain('1990');
  });
});

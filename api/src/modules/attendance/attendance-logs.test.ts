import { freezeDate } from '../../test/reports-api';
import { createTestApp, TestContext, TestUser } from '../../test/test-app';
import { apiError } from '../../test/api-error';

// Wednesday 18 March 2026 at noon in London: the default range is 17 February to 18 March.
const NOON = new Date('2026-03-18T12:00:00Z');
let t: TestContext;
type Member = TestUser & { headers: { authorization: string } };
const people = {} as Record<'admin' | 'manager' | 'otherManager' | 'amy' | 'ben' | 'cara' | 'dan', Member>;
const ADDRESS = 'Acme House, 1 Moorgate, City of London, London';

async function member(role: TestUser['role'], reportTo?: Member): Promise<Member> {
  const user = await t.createUser(role, reportTo ? { reportTo: reportTo.id } : {});
  return { ...user, headers: { authorization: `Bearer ${(await t.login(user)).access_token}` } };
}

async function record(person: Member, date: string, checkIn: string, extra: Record<string, unknown> = {}) {
  await t.db
    .insertInto('attendance_records')
    .values({
      employee_id: person.id,
      attendance_date: date,
      check_in_time: `${date}T${checkIn}Z`,
      in_latitude: 51.5155,
      in_longitude: -0.0885,
      discrepancy: 'on time',
      clock_in_type: 'in office',
      ...extra,
    })
    .execute();
}

beforeAll(async () => {
  freezeDate(NOON);
  t = await createTestApp();
  people.admin = await member('admin');
  people.manager = await member('manager', people.admin);
  people.otherManager = await member('manager', people.admin);
  people.amy = await member('employee', people.manager);
  people.ben = await member('employee', people.manager);
  people.cara = await member('employee', people.manager);
  people.dan = await member('employee', people.otherManager);
  const [floor, sales] = await t.db
    .insertInto('departments')
    .values([{ department_name: 'Floor' }, { department_name: 'Sales' }])
    .returning('department_id')
    .execute();
  const memberships = [
    [people.manager, floor],
    [people.amy, floor],
    [people.ben, sales],
    [people.ben, floor],
    [people.cara, floor],
    [people.dan, sales],
  ] as const;
  await t.db
    .insertInto('employee_departments')
    .values(memberships.map(([p, d]) => ({ employee_id: p.id, department_id: d!.department_id })))
    .execute();

  await record(people.amy, '2026-03-18', '08:52:10', {
    in_address: ADDRESS,
    discrepancy: 'early by 8 min',
    spoof_score: 0.21,
  });
  await record(people.amy, '2026-03-17', '09:12:00', {
    check_out_time: '2026-03-17T19:00:00Z',
    auto_closed: true,
    discrepancy: 'late by 12 min',
  });
  await record(people.amy, '2026-02-17', '09:00:00');
  await record(people.amy, '2026-02-16', '09:00:00');
  await record(people.ben, '2026-03-18', '09:05:00', { clock_in_type: 'remote' });
  await record(people.manager, '2026-03-17', '08:30:00');
  await record(people.cara, '2026-03-10', '09:00:00');
  await record(people.dan, '2026-03-18', '09:30:00');
  await t.db
    .updateTable('employees')
    .set({ status: 'terminated', terminated_at: '2026-03-11T17:00:00Z' })
    .where('employee_id', '=', people.cara.id)
    .execute();
});
afterAll(async () => {
  await t.close();
  jest.useRealTimers();
});

const logs = (viewer: Member, query: Record<string, string> = {}) =>
  t.inject({ method: 'GET', url: '/api/attendance_logs', headers: viewer.headers, query });
async function whoAndWhen(viewer: Member, query: Record<string, string> = {}) {
  const res = await logs(viewer, query);
  expect(res.statusCode).toBe(200);
  const names = new Map(Object.entries(people).map(([name, p]) => [p.id, name]));
  return res
    .json<{ employee_id: number; attendance_date: string }[]>()
    .map((row) => `${names.get(row.employee_id)} ${row.attendance_date}`);
}

describe('GET /api/attendance_logs', () => {
  it("gives an employee their own records of the last 30 days, newest first, with the spec's fields", async () => {
    const res = await logs(people.amy);
    expect(res.json()).toEqual([
      {
        record_id: expect.any(Number),
        attendance_date: '2026-03-18',
        check_in_time: '2026-03-18T08:52:10.000Z',
        check_out_time: null,
        employee_id: people.amy.id,
        employee_name: `Test Employee ${people.amy.email.match(/\d+/)![0]}`,
        department_names: 'Floor',
        location: ADDRESS,
        clock_in_type: 'in office',
        spoof_score: 0.21,
        discrepancy: 'early by 8 min',
        auto_closed: false,
        corrected: false,
        check_in_corrected: false,
        check_out_corrected: false,
        verification: 'face',
        worked_minutes: null,
        break_minutes: 0,
      },
      expect.objectContaining({
        attendance_date: '2026-03-17',
        check_out_time: '2026-03-17T19:00:00.000Z',
        auto_closed: true,
        discrepancy: 'late by 12 min',
        // 09:12 to the automatic clock-out at 19:00, less the automatic 30 min break.
        worked_minutes: 558,
        break_minutes: 0,
      }),
      expect.objectContaining({ attendance_date: '2026-02-17' }),
    ]);
    // A department filter does not widen an employee's view.
    expect(await whoAndWhen(people.amy, { department_id: '2' })).toEqual([
      'amy 2026-03-18',
      'amy 2026-03-17',
      'amy 2026-02-17',
    ]);
    expect(await whoAndWhen(people.amy, { start_date: '2026-02-16', end_date: '2026-03-17' })).toEqual([
      'amy 2026-03-17',
      'amy 2026-02-17',
      'amy 2026-02-16',
    ]);
  });

  it('shows the coordinates as POINT(lng lat) when no address was resolved, and every department of a person', async () => {
    const [row] = (await logs(people.ben)).json();
    expect(row).toMatchObject({
      location: 'POINT(-0.0885 51.5155)',
      department_names: 'Floor, Sales',
      clock_in_type: 'remote',
    });
  });

  it('gives a manager their direct reports (leavers too) and themselves, with a department filter', async () => {
    expect(await whoAndWhen(people.manager)).toEqual([
      'ben 2026-03-18',
      'amy 2026-03-18',
      'amy 2026-03-17',
      'manager 2026-03-17',
      'cara 2026-03-10',
      'amy 2026-02-17',
    ]);
    const sales = await t.db
      .selectFrom('departments')
      .select('department_id')
      .where('department_name', '=', 'Sales')
      .executeTakeFirstOrThrow();
    expect(await whoAndWhen(people.manager, { department_id: String(sales.department_id) })).toEqual([
      'ben 2026-03-18',
    ]);
    expect(await whoAndWhen(people.otherManager)).toEqual(['dan 2026-03-18']);
  });

  it('gives an admin everyone, with a department filter', async () => {
    expect(await whoAndWhen(people.admin, { start_date: '2026-03-10', end_date: '2026-03-18' })).toEqual([
      'dan 2026-03-18',
      'ben 2026-03-18',
      'amy 2026-03-18',
      'amy 2026-03-17',
      'manager 2026-03-17',
      'cara 2026-03-10',
    ]);
    const sales = await t.db
      .selectFrom('departments')
      .select('department_id')
      .where('department_name', '=', 'Sales')
      .executeTakeFirstOrThrow();
    expect(await whoAndWhen(people.admin, { department_id: String(sales.department_id) })).toEqual([
      'dan 2026-03-18',
      'ben 2026-03-18',
    ]);
  });

  it('refuses reversed, too long and malformed ranges', async () => {
    const cases: [Record<string, string>, { error: string; code: string }][] = [
      [{ start_date: '2026-03-18', end_date: '2026-03-01' }, apiError('attendance.end_before_start')],
      [{ start_date: '2025-03-01', end_date: '2026-03-18' }, apiError('attendance.range_too_long')],
      [{ start_date: '2025-01-01' }, apiError('attendance.range_too_long')],
    ];
    for (const [query, expected] of cases) {
      const res = await logs(people.admin, query);
      expect([res.statusCode, res.json()]).toEqual([400, expected]);
    }
    expect((await logs(people.admin, { start_date: '2026-02-30' })).statusCode).toBe(400);
    expect((await logs(people.admin, { department_id: 'x' })).statusCode).toBe(400);
  });
});

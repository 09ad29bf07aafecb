import { apiError } from '../../test/api-error';
import { createTeams, leaveApi, type Member } from '../../test/leave-fixtures';
import { balanceApi } from '../../test/leave-policy-fixtures';
import { payPeriodsApi } from '../../test/pay-period-fixtures';
import { freezeDate } from '../../test/reports-api';
import { createTestApp, type TestContext } from '../../test/test-app';

// Time in lieu (migration 044). Wednesday 18 November 2026, London; the company's day is 450 minutes. Approved
// overtime becomes minutes on the "time_in_lieu" balance that lapse TIME_IN_LIEU_EXPIRY_DAYS after the day worked.
freezeDate(new Date('2026-11-18T12:00:00Z'));
let t: TestContext;
let teams: Awaited<ReturnType<typeof createTeams>>;
let balances: ReturnType<typeof balanceApi>;

beforeAll(async () => {
  t = await createTestApp();
  teams = await createTeams(t);
  balances = balanceApi(t);
  const record = (employeeId: number, date: string, checkOut: string) => ({
    employee_id: employeeId,
    attendance_date: date,
    check_in_time: new Date(`${date}T09:00:00Z`),
    check_out_time: new Date(`${date}T${checkOut}:00Z`),
    discrepancy: 'on time',
  });
  await t.db
    .insertInto('attendance_records')
    .values([
      record(teams.employee.id, '2026-03-02', '19:00'), // 120 minutes over
      record(teams.otherEmployee.id, '2026-11-02', '18:00'), // 60 over
      record(teams.teamMate.id, '2026-10-05', '18:00'), // 60 over (BST: 10:00-19:00 local)
      record(teams.employee.id, '2026-11-09', '18:30'), // 90 over
    ])
    .execute();
});
afterAll(async () => {
  await t.close();
  jest.useRealTimers();
});

const settings = (values: Record<string, string>) =>
  t.inject({
    method: 'PUT',
    url: '/api/settings',
    headers: teams.admin.headers,
    payload: Object.entries(values).map(([setting_key, setting_value]) => ({ setting_key, setting_value })),
  });
async function overtimeOf(who: Member, start: string, end: string) {
  const res = await t.inject({ method: 'GET', url: `/api/overtime?start=${start}&end=${end}`, headers: who.headers });
  expect(res.statusCode).toBe(200);
  return res.json<{ overtime_id: number; minutes: number; status: string; compensation: string | null }[]>()[0]!;
}
const approve = (who: Member, id: number, body: object) =>
  t.inject({ method: 'POST', url: `/api/overtime/${id}/approve`, headers: who.headers, payload: body });
const answer = (res: { statusCode: number; json: () => unknown }) => [res.statusCode, res.json()];
const creditLines = () =>
  t.db.selectFrom('leave_balance_adjustments').selectAll().where('kind', '=', 'time_in_lieu').execute();

describe('time in lieu', () => {
  it('is refused while the policy pays overtime, changing nothing', async () => {
    const row = await overtimeOf(teams.employee, '2026-03-01', '2026-03-08');
    expect(answer(await approve(teams.manager, row.overtime_id, { compensation: 'time_in_lieu' }))).toEqual([
      400,
      apiError('overtime.compensation_fixed', { policy: 'pay' }),
    ]);
    expect(await overtimeOf(teams.employee, '2026-03-01', '2026-03-08')).toMatchObject({ status: 'pending' });
    expect(await creditLines()).toEqual([]);
  });

  it("credits the employee's choice in minutes, lapsing 90 days after the day worked when unused", async () => {
    expect((await settings({ OVERTIME_COMPENSATION: 'employee_choice' })).statusCode).toBe(200);
    const row = await overtimeOf(teams.employee, '2026-03-01', '2026-03-08');
    const res = await approve(teams.manager, row.overtime_id, { approved_minutes: 90, compensation: 'time_in_lieu' });
    expect(res.statusCode).toBe(200);
    expect(await overtimeOf(teams.employee, '2026-03-01', '2026-03-08')).toMatchObject({
      status: 'approved',
      compensation: 'time_in_lieu',
    });
    // 2 March + 90 days: 31 May, long before today.
    expect(await balances.balanceOf(teams.employee, 'time_in_lieu')).toMatchObject({
      unit: 'hour',
      credited: 90,
      credit_expired: 90,
      remaining: 0,
    });
    const ledger = (await balances.ledger(teams.employee)).json<{ leave_type: string }[]>();
    expect(ledger.filter((line) => line.leave_type === 'time_in_lieu')).toEqual([
      expect.objectContaining({ date: '2026-03-02', kind: 'time_in_lieu', days: 90, expires_on: '2026-05-31' }),
      expect.objectContaining({ date: '2026-05-31', kind: 'time_in_lieu_expired', days: -90 }),
    ]);
  });

  it('under the time-in-lieu policy credits without asking, refuses pay, and the credit is taken in hours', async () => {
    expect((await settings({ OVERTIME_COMPENSATION: 'time_in_lieu' })).statusCode).toBe(200);
    const row = await overtimeOf(teams.otherEmployee, '2026-11-01', '2026-11-08');
    expect(answer(await approve(teams.otherManager, row.overtime_id, { compensation: 'pay' }))).toEqual([
      400,
      apiError('overtime.compensation_fixed', { policy: 'time_in_lieu' }),
    ]);
    expect((await approve(teams.otherManager, row.overtime_id, {})).statusCode).toBe(200);
    expect(await balances.balanceOf(teams.otherEmployee, 'time_in_lieu')).toMatchObject({
      credited: 60,
      credit_expired: 0,
      remaining: 60,
    });
    const leave = leaveApi(t);
    const take = (date: string, start_time: string, end_time: string) =>
      leave.request(teams.otherEmployee, {
        leave_type: 'time_in_lieu',
        start_date: date,
        end_date: date,
        start_time,
        end_time,
      });
    expect((await take('2026-11-20', '10:00', '10:30')).statusCode).toBe(200);
    expect(await balances.balanceOf(teams.otherEmployee, 'time_in_lieu')).toMatchObject({ pending: 30, remaining: 30 });
    expect(answer(await take('2026-11-23', '09:00', '10:00'))).toEqual([
      400,
      apiError('leave.insufficient_hours', { minutes: 30 }),
    ]);
  });

  it('carries unused credit into the next year with its expiry', async () => {
    const res = await t.inject({
      method: 'POST',
      url: '/api/leave_carry_over',
      headers: teams.admin.headers,
      payload: { year: 2026 },
    });
    expect(res.statusCode).toBe(200);
    const carried = await t.db
      .selectFrom('leave_balance_adjustments')
      .select(['days', 'expires_on', 'year'])
      .where('kind', '=', 'carry_over')
      .where('employee_id', '=', teams.otherEmployee.id)
      .execute();
    expect(carried).toEqual([{ days: 30, expires_on: '2027-01-31', year: 2027 }]);
  });

  it('is refused with the overtime inside a locked pay period, crediting nothing', async () => {
    const created = await payPeriodsApi(t).create(teams.admin, {
      frequency: 'monthly',
      start_date: '2026-10-01',
      count: 1,
    });
    const [october] = created.json().periods.map((p: { pay_period_id: number }) => p.pay_period_id);
    const row = await overtimeOf(teams.teamMate, '2026-10-01', '2026-10-31');
    expect((await payPeriodsApi(t).lock(teams.admin, october)).statusCode).toBe(200);
    const before = (await creditLines()).length;
    expect(answer(await approve(teams.manager, row.overtime_id, {}))).toEqual([
      409,
      { error: 'Pay period October 2026 is locked.', code: 'pay_period.locked' },
    ]);
    expect((await creditLines()).length).toBe(before);
  });

  it("takes the employee's own choice under employee_choice, and only theirs, only while pending", async () => {
    const choose = (who: Member, id: number, compensation: string) =>
      t.inject({
        method: 'PUT',
        url: `/api/overtime/${id}/compensation`,
        headers: who.headers,
        payload: { compensation },
      });
    const row = await overtimeOf(teams.employee, '2026-11-09', '2026-11-09');
    expect((await settings({ OVERTIME_COMPENSATION: 'pay' })).statusCode).toBe(200);
    expect(await overtimeOf(teams.employee, '2026-11-09', '2026-11-09')).toMatchObject({ choice_open: false });
    expect(answer(await choose(teams.employee, row.overtime_id, 'time_in_lieu'))).toEqual([
      409,
      apiError('overtime.choice_not_offered'),
    ]);

    expect((await settings({ OVERTIME_COMPENSATION: 'employee_choice' })).statusCode).toBe(200);
    expect(answer(await choose(teams.manager, row.overtime_id, 'pay'))).toEqual([403, apiError('overtime.not_yours')]);
    expect(answer(await choose(teams.employee, row.overtime_id, 'time_in_lieu'))).toEqual([
      200,
      { message: 'You asked for this overtime as time in lieu.' },
    ]);
    expect(await overtimeOf(teams.employee, '2026-11-09', '2026-11-09')).toMatchObject({
      status: 'pending',
      requested_compensation: 'time_in_lieu',
      choice_open: true,
    });
    expect(answer(await approve(teams.manager, row.overtime_id, { compensation: 'pay' }))).toEqual([
      400,
      apiError('overtime.compensation_chosen', { compensation: 'time_in_lieu' }),
    ]);
    expect((await approve(teams.manager, row.overtime_id, { approved_minutes: 60 })).statusCode).toBe(200);
    expect(await overtimeOf(teams.employee, '2026-11-09', '2026-11-09')).toMatchObject({
      status: 'approved',
      compensation: 'time_in_lieu',
      choice_open: false,
    });
    expect(answer(await choose(teams.employee, row.overtime_id, 'pay'))).toEqual([
      409,
      apiError('overtime.already_decided', { status: 'approved' }),
    ]);
    expect((await creditLines()).filter((line) => line.employee_id === teams.employee.id).at(-1)).toMatchObject({
      days: 60,
    });
  });
});

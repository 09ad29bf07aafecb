import { sql } from 'kysely';
import { apiError } from '../../test/api-error';
import { createTeams, leaveApi, type Member } from '../../test/leave-fixtures';
import { balanceApi } from '../../test/leave-policy-fixtures';
import { payPeriodsApi } from '../../test/pay-period-fixtures';
import { freezeDate, reportApi } from '../../test/reports-api';
import { createTestApp, type TestContext } from '../../test/test-app';

// Hourly leave (migration 044). Wednesday 18 November 2026, London: Mon-Fri 09:00-17:00 less 30 min of automatic
// break, an expected day of 450 minutes. "doctor" is counted in hours: 8 a year, 4 carried over. The ledger dates
// an adjustment by the database's real clock (after these dates, or the year's end).
freezeDate(new Date('2026-11-18T12:00:00Z'));
let t: TestContext;
let teams: Awaited<ReturnType<typeof createTeams>>;
let api: ReturnType<typeof leaveApi>;
let balances: ReturnType<typeof balanceApi>;

const DOCTOR = {
  leave_type: 'doctor',
  display_name: "Doctor's appointment",
  paid: true,
  annual_days: 8,
  accrual: 'yearly',
  carry_over_cap: 4,
  carry_over_expiry_month: null,
  half_days_allowed: false,
  backdating_allowed: true,
  negative_allowed: false,
  active: true,
  unit: 'hour',
};
const hours = (date: string, start_time: string, end_time: string) => ({
  leave_type: 'doctor',
  start_date: date,
  end_date: date,
  start_time,
  end_time,
});
const requestCount = async () =>
  Number(
    (await t.db
      .selectFrom('leave_requests')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirst())!.n,
  );
const answer = (res: { statusCode: number; json: () => unknown }) => [res.statusCode, res.json()];

beforeAll(async () => {
  t = await createTestApp();
  teams = await createTeams(t);
  api = leaveApi(t);
  balances = balanceApi(t);
  const res = await t.inject({
    method: 'POST',
    url: '/api/leave_policies',
    headers: teams.admin.headers,
    payload: DOCTOR,
  });
  expect(res.statusCode).toBe(201);
});
afterAll(async () => {
  await t.close();
  jest.useRealTimers();
});

/** Files an hourly request and returns its id. */
async function file(who: Member, body: object) {
  const res = await api.request(who, body);
  expect([res.statusCode, res.body]).toEqual([200, expect.any(String)]);
  const rows = (await api.list(who)).json<{ request_id: number }[]>();
  return Math.max(...rows.map((row) => row.request_id));
}

describe('an hourly request', () => {
  it('gives one date with start and end times, listed as such', async () => {
    await file(teams.employee, hours('2026-11-23', '09:00', '11:30'));
    const [row] = (await api.list(teams.employee)).json();
    expect(row).toMatchObject({
      start_date: '2026-11-23',
      end_date: '2026-11-23',
      start_time: '09:00',
      end_time: '11:30',
      unit: 'hour',
      status: 'pending manager',
    });
  });

  it('is refused across days, backwards, without times, or with times for a type in days; nothing written', async () => {
    const before = await requestCount();
    const refusals: [object, unknown][] = [
      [{ ...hours('2026-11-24', '09:00', '10:00'), end_date: '2026-11-25' }, apiError('leave.hours_one_day')],
      [hours('2026-11-24', '10:00', '09:00'), apiError('leave.end_time_before_start')],
      [hours('2026-11-24', '10:00', '10:00'), apiError('leave.end_time_before_start')],
      [
        { leave_type: 'doctor', start_date: '2026-11-24', end_date: '2026-11-24' },
        apiError('leave.hours_required', { name: "Doctor's appointment" }),
      ],
      [
        { ...hours('2026-11-24', '09:00', '10:00'), leave_type: 'vacation' },
        apiError('leave.hours_not_allowed', { name: 'Vacation' }),
      ],
    ];
    for (const [body, error] of refusals) expect(answer(await api.request(teams.employee, body))).toEqual([400, error]);
    expect((await api.request(teams.employee, hours('2026-11-24', '9:00', '10:00'))).statusCode).toBe(400);
    expect((await api.request(teams.employee, hours('2026-11-24', '09:00', '24:00'))).statusCode).toBe(400);
    expect(await requestCount()).toBe(before);
  });

  it('clashes with overlapping hours and with leave in days, not with the hours next to it', async () => {
    const clash = { day: '2026-11-23', from: '09:00', to: '11:30', status: 'pending manager' };
    expect(answer(await api.request(teams.employee, hours('2026-11-23', '11:00', '12:00')))).toEqual([
      400,
      apiError('leave.overlap_hours', clash),
    ]);
    expect(answer(await api.request(teams.employee, hours('2026-11-23', '08:00', '09:30')))).toEqual([
      400,
      apiError('leave.overlap_hours', clash),
    ]);
    const vacation = { leave_type: 'sick', start_date: '2026-11-23', end_date: '2026-11-24' };
    expect(answer(await api.request(teams.employee, vacation))).toEqual([
      400,
      apiError('leave.overlap', { start: '2026-11-23', end: '2026-11-23', status: 'pending manager' }),
    ]);
    await file(teams.employee, hours('2026-11-23', '11:30', '12:30'));
  });

  it('counts the balance in minutes and refuses more than is left in hours', async () => {
    const row = await balances.balanceOf(teams.employee, 'doctor');
    expect(row).toMatchObject({ unit: 'hour', entitled: 480, taken: 0, pending: 210, remaining: 270 });
    const preview = await balances.preview(teams.employee, hours('2026-11-25', '13:00', '14:45'));
    expect(preview.json()).toEqual({ unit: 'hour', working_days: 105, remaining: 270, remaining_after: 165 });
    expect(answer(await api.request(teams.employee, hours('2026-11-25', '09:00', '14:00')))).toEqual([
      400,
      apiError('leave.insufficient_hours', { minutes: 270 }),
    ]);
    expect(apiError('leave.insufficient_hours', { minutes: 270 }).error).toBe(
      'Insufficient leave balance: 4 h 30 min remaining',
    );
  });

  it('takes adjustments in minutes, shows every line of the ledger in minutes', async () => {
    const adjust = (body: object) =>
      balances.adjust(teams.admin, { employee_id: teams.employee.id, leave_type: 'doctor', reason: 'Agreed', ...body });
    expect(answer(await adjust({ days: 1 }))).toEqual([
      400,
      apiError('leave_balance.minutes_for_hours', { name: 'doctor' }),
    ]);
    expect((await adjust({ minutes: 30 })).statusCode).toBe(201);
    expect(await balances.balanceOf(teams.employee, 'doctor')).toMatchObject({ adjustments: 30, remaining: 300 });
    const ledger = (await balances.ledger(teams.employee)).json<{ leave_type: string }[]>();
    expect(ledger.filter((line) => line.leave_type === 'doctor')).toEqual([
      expect.objectContaining({
        kind: 'entitlement',
        unit: 'hour',
        days: 480,
        description: '8 hours a year, granted for the year',
      }),
      expect.objectContaining({
        kind: 'pending',
        days: -150,
        description: '2026-11-23 09:00 to 11:30 (pending manager)',
      }),
      expect.objectContaining({
        kind: 'pending',
        days: -60,
        description: '2026-11-23 11:30 to 12:30 (pending manager)',
      }),
      expect.objectContaining({ kind: 'adjustment', unit: 'hour', days: 30 }),
    ]);
  });

  it('carries what is left over into the next year in minutes, up to the cap in hours', async () => {
    const res = await t.inject({
      method: 'POST',
      url: '/api/leave_carry_over',
      headers: teams.admin.headers,
      payload: { year: 2026 },
    });
    expect(res.statusCode).toBe(200);
    const next = await balances.balanceOf(teams.employee, 'doctor', '?year=2027');
    expect(next).toMatchObject({ carried_over: 240, entitled: 480 });
    // The teammate took nothing: 8 h left, capped at 4 h.
    expect(await balances.balanceOf(teams.teamMate, 'doctor', '?year=2027')).toMatchObject({ carried_over: 240 });
  });
});

describe('an approved hourly leave inside a working day', () => {
  let requestId: number;
  beforeAll(async () => {
    // Monday 16 November: 2 h at the doctor's in the morning, then at work 11:00-19:00 (GMT): 480 minutes less 30.
    requestId = await file(teams.teamMate, hours('2026-11-16', '09:00', '11:00'));
    expect((await api.decide(teams.manager, requestId, 'approve')).statusCode).toBe(200);
    expect((await api.decide(teams.admin, requestId, 'approve')).statusCode).toBe(200);
    await t.db
      .insertInto('attendance_records')
      .values({
        employee_id: teams.teamMate.id,
        attendance_date: '2026-11-16',
        check_in_time: new Date('2026-11-16T11:00:00Z'),
        check_out_time: new Date('2026-11-16T19:00:00Z'),
        discrepancy: 'late',
      })
      .execute();
  });

  it('lowers the day’s expected minutes by its length (450 worked beyond 480 - 120, a span without a break)', async () => {
    expect((await api.row(requestId)).status).toBe('approved');
    const res = await t.inject({
      method: 'GET',
      url: `/api/overtime?start=2026-11-16&end=2026-11-16&employee_id=${teams.teamMate.id}`,
      headers: teams.manager.headers,
    });
    expect(res.json()).toMatchObject([{ kind: 'day', period_date: '2026-11-16', minutes: 90 }]);
    const { rows } = await sql<{ minutes: number }>`
      select hourly_leave_minutes(${teams.teamMate.id}, ${'2026-11-16'}::date) as minutes`.execute(t.db);
    expect(rows).toEqual([{ minutes: 120 }]);
    const byType = await sql<{ employee_id: number; leave_date: string; minutes: number }>`
      select employee_id, leave_date::text, minutes from hourly_leave(${'2026-11-01'}::date, ${'2026-11-30'}::date)
      where employee_id = ${teams.teamMate.id}`.execute(t.db);
    expect(byType.rows).toEqual([{ employee_id: teams.teamMate.id, leave_date: '2026-11-16', minutes: 120 }]);
  });

  it('does not make the person absent on a day they did not come in', async () => {
    const absentee = await file(teams.employee, hours('2026-11-17', '14:00', '16:00'));
    await api.decide(teams.manager, absentee, 'approve');
    await api.decide(teams.admin, absentee, 'approve');
    const body = await reportApi(t).body(teams.admin.headers, {
      employee_id: teams.employee.id,
      start_date: '2026-11-17',
      end_date: '2026-11-17',
    });
    expect(body.summary_cards).toMatchObject({ totalAbsent: 0, totalOnLeave: 1 });
  });
});

describe('a locked pay period', () => {
  it('refuses an hourly request inside it with 409, writing nothing', async () => {
    const created = await payPeriodsApi(t).create(teams.admin, {
      frequency: 'monthly',
      start_date: '2026-10-01',
      count: 1,
    });
    const [october] = created.json().periods.map((p: { pay_period_id: number }) => p.pay_period_id);
    expect((await payPeriodsApi(t).lock(teams.admin, october)).statusCode).toBe(200);
    const before = await requestCount();
    expect(answer(await api.request(teams.employee, hours('2026-10-12', '09:00', '10:00')))).toEqual([
      409,
      { error: 'Pay period October 2026 is locked.', code: 'pay_period.locked' },
    ]);
    expect(await requestCount()).toBe(before);
  });
});

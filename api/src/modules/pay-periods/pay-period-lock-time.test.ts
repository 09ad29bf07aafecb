import { employeeWithLocations, grantVerification, OFFICE } from '../../test/attendance';
import { correctionTeams, type Member } from '../../test/correction-fixtures';
import { payPeriodsApi } from '../../test/pay-period-fixtures';
import { freezeDate } from '../../test/reports-api';
import { createTestApp, type TestContext } from '../../test/test-app';

// Breaks and overtime inside a locked period (migration 043). Wednesday 18 November 2026, London.
freezeDate(new Date('2026-11-18T12:00:00Z'));
let t: TestContext;
let teams: Awaited<ReturnType<typeof correctionTeams>>;
let emma: Member;
let october: number;
let november: number;
const LOCKED = { error: 'Pay period November 2026 is locked.', code: 'pay_period.locked' };

beforeAll(async () => {
  t = await createTestApp();
  teams = await correctionTeams(t);
  emma = await employeeWithLocations(t, [OFFICE], teams.manager.id);
  const res = await payPeriodsApi(t).create(teams.admin, { frequency: 'monthly', start_date: '2026-10-01', count: 2 });
  [october, november] = res.json().periods.map((p: { pay_period_id: number }) => p.pay_period_id);
  // Monday 5 October: 09:00-19:00 (BST) for Emma, 120 minutes over the company's day of 450.
  await t.db
    .insertInto('attendance_records')
    .values({
      employee_id: emma.id,
      attendance_date: '2026-10-05',
      check_in_time: new Date('2026-10-05T08:00:00Z'),
      check_out_time: new Date('2026-10-05T18:00:00Z'),
      discrepancy: 'on time',
    })
    .execute();
});
afterAll(async () => {
  await t.close();
  jest.useRealTimers();
});

const post = (who: Member, url: string, payload: object = {}) =>
  t.inject({ method: 'POST', url, headers: who.headers, payload });
const overtime = async (who: Member) =>
  (await t.inject({ method: 'GET', url: '/api/overtime?start=2026-10-01&end=2026-10-31', headers: who.headers })).json<
    { overtime_id: number; minutes: number; status: string }[]
  >();

describe('a locked pay period', () => {
  it('refuses a break inside it and writes none', async () => {
    await grantVerification(t.db, emma.id);
    expect((await post(emma, '/api/clock_in', OFFICE)).statusCode).toBe(200);
    expect((await payPeriodsApi(t).lock(teams.admin, november)).statusCode).toBe(200);
    const res = await post(emma, '/api/break_start', OFFICE);
    expect([res.statusCode, res.json()]).toEqual([409, LOCKED]);
    const breaks = await t.db.selectFrom('attendance_breaks').select('break_id').execute();
    expect(breaks).toEqual([]);
  });

  it('still lists its overtime, but refuses a decision on it until unlocked', async () => {
    expect((await payPeriodsApi(t).lock(teams.admin, october)).statusCode).toBe(200);
    const [row] = await overtime(teams.manager);
    expect(row).toMatchObject({ minutes: 120, status: 'pending' });
    const refused = await post(teams.manager, `/api/overtime/${row!.overtime_id}/approve`, { approved_minutes: 90 });
    expect([refused.statusCode, refused.json()]).toEqual([
      409,
      { error: 'Pay period October 2026 is locked.', code: 'pay_period.locked' },
    ]);
    expect((await overtime(teams.manager))[0]).toMatchObject({ status: 'pending' });
    expect((await payPeriodsApi(t).unlock(teams.admin, october, 'Late overtime approval')).statusCode).toBe(200);
    expect(
      (await post(teams.manager, `/api/overtime/${row!.overtime_id}/approve`, { approved_minutes: 90 })).statusCode,
    ).toBe(200);
  });
});

import { sql } from 'kysely';
import { employeeWithLocations, grantVerification, OFFICE } from '../../test/attendance';
import { apiError } from '../../test/api-error';
import { correctionCounts, correctionsApi, correctionTeams, type Member } from '../../test/correction-fixtures';
import { payPeriodsApi } from '../../test/pay-period-fixtures';
import { freezeDate } from '../../test/reports-api';
import { createTestApp, TestContext } from '../../test/test-app';
import { closeOverdueAttendance } from '../attendance/auto-clock-out';
import { AUDIT_ACTIONS } from '../audit/actions';
import { loadAttendanceSettings } from '../settings';
import { PAY_PERIOD_MESSAGES as M } from './messages';

// Wednesday 18 November 2026 at noon in London: today lies in the November period.
freezeDate(new Date('2026-11-18T12:00:00Z'));
let t: TestContext;
let teams: Awaited<ReturnType<typeof correctionTeams>>;
let api: ReturnType<typeof payPeriodsApi>;
let corrections: ReturnType<typeof correctionsApi>;
let emma: Member;
let october: number;
let november: number;
const LOCKED = { error: 'Pay period November 2026 is locked.', code: 'pay_period.locked' };

beforeAll(async () => {
  t = await createTestApp();
  teams = await correctionTeams(t);
  api = payPeriodsApi(t);
  corrections = correctionsApi(t);
  emma = await employeeWithLocations(t, [OFFICE], teams.manager.id);
  const res = await api.create(teams.admin, { frequency: 'monthly', start_date: '2026-10-01', count: 3 });
  [october, november] = res.json().periods.map((p: { pay_period_id: number }) => p.pay_period_id);
});
afterAll(async () => {
  await t.close();
  jest.useRealTimers();
});

const clock = (action: 'clock_in' | 'clock_out', who: Member) =>
  t.inject({ method: 'POST', url: `/api/${action}`, headers: who.headers, payload: OFFICE });
const requestLeave = (who: Member, start_date: string, end_date: string, leave_type = 'personal') =>
  t.inject({
    method: 'POST',
    url: '/api/leave_request',
    headers: who.headers,
    payload: { start_date, end_date, leave_type, reason: 'Family' },
  });
const answer = (res: { statusCode: number; json: () => unknown }) => [res.statusCode, res.json()];
const leaveRows = async () =>
  (await sql<{ n: number }>`select count(*)::int as n from leave_requests`.execute(t.db)).rows[0]!.n;
const nameOf = async (who: Member) => {
  const row = await t.db
    .selectFrom('employees')
    .select(['first_name', 'last_name'])
    .where('employee_id', '=', who.id)
    .executeTakeFirstOrThrow();
  return `${row.first_name} ${row.last_name}`;
};

describe('a locked pay period', () => {
  let benLeave: number;
  let amyCorrection: number;

  it('is refused while a correction of its days is open, listing it, and locks once it is decided', async () => {
    await grantVerification(t.db, emma.id);
    expect((await clock('clock_in', emma)).statusCode).toBe(200);
    expect((await requestLeave(teams.ben, '2026-11-25', '2026-11-26')).statusCode).toBe(200);
    benLeave = (await t.db.selectFrom('leave_requests').select('request_id').executeTakeFirstOrThrow()).request_id;
    amyCorrection = await corrections.filed(teams.amy, {
      date: '2026-11-16',
      clock_in_time: '09:00',
      reason: 'Phone died.',
    });

    const corrections_ = `${await nameOf(teams.amy)} on 2026-11-16`;
    const open = { name: 'November 2026', corrections: corrections_ };
    expect(answer(await api.lock(teams.admin, november))).toEqual([409, apiError('pay_period.open_corrections', open)]);
    expect((await api.detail(teams.admin, november)).json()).toMatchObject({ locked_at: null, status: 'open' });

    expect((await api.lock(teams.manager, november)).statusCode).toBe(403);
    expect((await corrections.decide(teams.manager, amyCorrection, 'reject')).statusCode).toBe(200);
    expect(answer(await api.lock(teams.admin, november))).toEqual([200, { message: M.locked('November 2026') }]);
    expect(answer(await api.lock(teams.admin, november))).toEqual([409, LOCKED]);
    expect((await api.detail(teams.admin, november)).json()).toMatchObject({
      status: 'locked',
      locked_by: teams.admin.id,
    });
  });

  it('answers 409 to a clock-in and a clock-out inside it and changes nothing', async () => {
    const records = () => t.db.selectFrom('attendance_records').selectAll().orderBy('record_id').execute();
    const before = await records();
    await grantVerification(t.db, emma.id);
    expect(answer(await clock('clock_out', emma))).toEqual([409, LOCKED]);
    const newcomer = await employeeWithLocations(t, [OFFICE]);
    await grantVerification(t.db, newcomer.id);
    expect(answer(await clock('clock_in', newcomer))).toEqual([409, LOCKED]);
    expect(await records()).toEqual(before);
    expect(before).toEqual([expect.objectContaining({ employee_id: emma.id, check_out_time: null })]);
  });

  it('leaves a forgotten record inside it open, and the forgotten-clock-out sweep still closes the others', async () => {
    // 2 December: Emma's record of 18 November, inside the locked period, is long overdue; so is Ben's of 1 December.
    await t.db
      .insertInto('attendance_records')
      .values({ employee_id: teams.ben.id, attendance_date: '2026-12-01', check_in_time: '2026-12-01T09:00:00Z' })
      .execute();
    const settings = await loadAttendanceSettings(t.db);
    expect(await closeOverdueAttendance(t.app, settings, new Date('2026-12-02T12:00:00Z'))).toBe(1);
    const open = await t.db
      .selectFrom('attendance_records')
      .select(['employee_id', 'attendance_date'])
      .where('check_out_time', 'is', null)
      .execute();
    expect(open).toEqual([{ employee_id: emma.id, attendance_date: '2026-11-18' }]);
  });

  it('answers 409 to a correction request inside it, refuses any other write of its corrections, changes nothing', async () => {
    const before = await correctionCounts(t);
    const request = { date: '2026-11-10', clock_in_time: '09:00', reason: 'Forgot.' };
    expect(answer(await corrections.file(teams.amy, request))).toEqual([409, LOCKED]);
    // Any write path, not only the api's routes: the database itself refuses.
    const remove = t.db.deleteFrom('attendance_corrections').where('correction_id', '=', amyCorrection).execute();
    await expect(remove).rejects.toMatchObject({ code: 'PPLCK', message: LOCKED.error });
    expect(await correctionCounts(t)).toEqual(before);
    expect(await corrections.correction(amyCorrection)).toMatchObject({ status: 'rejected' });
  });

  it('answers 409 to leave touching any of its days and to a decision on such leave, but not to leave after it', async () => {
    const before = await leaveRows();
    expect(answer(await requestLeave(teams.amy, '2026-11-27', '2026-11-27'))).toEqual([409, LOCKED]);
    expect(answer(await requestLeave(teams.amy, '2026-11-30', '2026-12-02'))).toEqual([409, LOCKED]);
    // Sick leave may start in the past.
    expect(answer(await requestLeave(teams.amy, '2026-10-29', '2026-11-02', 'sick'))).toEqual([409, LOCKED]);
    const approve = await t.inject({
      method: 'POST',
      url: `/api/leave_request/${benLeave}/approve`,
      headers: teams.manager.headers,
      payload: {},
    });
    expect(answer(approve)).toEqual([409, LOCKED]);
    expect(await leaveRows()).toBe(before);
    const benRow = t.db.selectFrom('leave_requests').select('status').where('request_id', '=', benLeave);
    expect(await benRow.executeTakeFirstOrThrow()).toEqual({ status: 'pending manager' });
    expect((await requestLeave(teams.amy, '2026-12-03', '2026-12-04')).statusCode).toBe(200);
  });

  it('unlocks for an admin giving a reason, after which the writes work again; both audited', async () => {
    expect((await api.unlock(teams.manager, november, 'Late fix')).statusCode).toBe(403);
    expect(answer(await api.unlock(teams.admin, november, '  '))).toEqual([
      400,
      apiError('pay_period.reason_required'),
    ]);
    const reason = 'Emma forgot to clock out.';
    expect(answer(await api.unlock(teams.admin, november, reason))).toEqual([
      200,
      { message: M.unlocked('November 2026') },
    ]);
    const notLocked = apiError('pay_period.not_locked', { name: 'November 2026' });
    expect(answer(await api.unlock(teams.admin, november, reason))).toEqual([409, notLocked]);
    await grantVerification(t.db, emma.id);
    expect((await clock('clock_out', emma)).statusCode).toBe(200);

    await t.app.audit.flush();
    const entries = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', 'in', [AUDIT_ACTIONS.payPeriodLocked, AUDIT_ACTIONS.payPeriodUnlocked])
      .orderBy('id')
      .execute();
    const period = { pay_period_id: november, name: 'November 2026' };
    expect(entries.map((entry) => [entry.action, entry.actor_id, t.app.audit.readDetails(entry)])).toEqual([
      [AUDIT_ACTIONS.payPeriodLocked, teams.admin.id, period],
      [AUDIT_ACTIONS.payPeriodUnlocked, teams.admin.id, { ...period, reason }],
    ]);
  });

  const onPostgres = process.env.DATABASE_URL ? it : it.skip;

  onPostgres('waits for a correction filed at the same moment, then refuses the lock naming it', async () => {
    let commitCorrection!: () => void;
    const gate = new Promise<void>((resolve) => (commitCorrection = resolve));
    const filing = t.db.transaction().execute(async (tx) => {
      await tx
        .insertInto('attendance_corrections')
        .values({
          employee_id: teams.ben.id,
          attendance_date: '2026-10-20',
          clock_in_time: '2026-10-20T09:00:00Z',
          reason: 'x',
        })
        .execute();
      await gate;
    });
    const lock = api.lock(teams.admin, october);
    try {
      await waitForLockWait();
    } finally {
      commitCorrection();
      await filing;
    }
    const open = { name: 'October 2026', corrections: `${await nameOf(teams.ben)} on 2026-10-20` };
    expect(answer(await lock)).toEqual([409, apiError('pay_period.open_corrections', open)]);
  });
});

/** Resolves once a session of this database waits for a lock. */
async function waitForLockWait(): Promise<void> {
  for (let attempt = 0; attempt < 500; attempt += 1) {
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from pg_stat_activity
      where datname = current_database() and wait_event_type = 'Lock'`.execute(t.db);
    if (rows[0]!.n > 0) return;
  }
  throw new Error('No session waited for a lock.');
}

import { clockedRecord, correctionCounts, correctionsApi, correctionTeams } from '../../test/correction-fixtures';
import { setSetting } from '../../test/attendance';
import { freezeDate } from '../../test/reports-api';
import { createTestApp, TestContext } from '../../test/test-app';
import { AUDIT_ACTIONS } from '../audit/actions';
import { CORRECTION_MESSAGES as M } from './messages';
import { apiError } from '../../test/api-error';

// Wednesday 18 March 2026 at noon in London (GMT): today is 2026-03-18, a 30-day window starts 2026-02-17.
const NOON = new Date('2026-03-18T12:00:00Z');
let t: TestContext;
let teams: Awaited<ReturnType<typeof correctionTeams>>;
let api: ReturnType<typeof correctionsApi>;

beforeAll(async () => {
  freezeDate(NOON);
  t = await createTestApp();
  teams = await correctionTeams(t);
  api = correctionsApi(t);
});
afterAll(async () => {
  await t.close();
  jest.useRealTimers();
});

const reason = 'My phone died.';

async function windowOf(who: { headers: { authorization: string } }) {
  const res = await t.inject({ method: 'GET', url: '/api/attendance_corrections/window', headers: who.headers });
  expect(res.statusCode).toBe(200);
  return res.json();
}

/** A refused request answers `status` with `body` and changes nothing. */
async function refused(payload: object, status: number, body: { error: string; code: string }, who = teams.amy) {
  const before = await correctionCounts(t);
  const res = await api.file(who, payload);
  expect([res.statusCode, res.json()]).toEqual([status, body]);
  expect(await correctionCounts(t)).toEqual(before);
}

describe('POST /api/attendance_corrections', () => {
  it("stores the request with its HH:MM times as instants of the company's clock and audits it", async () => {
    const res = await api.file(teams.amy, {
      date: '2026-03-16',
      clock_in_time: '08:55',
      clock_out_time: '17:05',
      reason: `  ${reason} `,
    });
    expect([res.statusCode, res.json()]).toEqual([200, { message: M.submitted }]);
    const [row] = (await api.list(teams.amy)).json<Record<string, unknown>[]>();
    expect(row).toEqual({
      correction_id: expect.any(Number),
      employee_id: teams.amy.id,
      employee_name: expect.stringMatching(/^Test Employee \d+$/),
      attendance_date: '2026-03-16',
      clock_in_time: '2026-03-16T08:55:00.000Z',
      clock_out_time: '2026-03-16T17:05:00.000Z',
      reason,
      status: 'pending',
      decided_by: null,
      decided_at: null,
      comment: null,
      record_id: null,
      created_at: NOON.toISOString(),
      day_record_id: null,
      current_check_in_time: null,
      current_check_out_time: null,
    });
    const audit = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', AUDIT_ACTIONS.attendanceCorrectionRequested)
      .execute();
    expect(audit.map((entry) => [entry.actor_id, t.app.audit.readDetails(entry)])).toEqual([
      [
        teams.amy.id,
        {
          correction_id: row!.correction_id,
          attendance_date: '2026-03-16',
          clock_in_time: '2026-03-16T08:55:00.000Z',
          clock_out_time: '2026-03-16T17:05:00.000Z',
        },
      ],
    ]);
  });

  it('reads the times on the clock of TIME_ZONE, summer time included', async () => {
    await setSetting(t, 'TIME_ZONE', 'America/New_York');
    try {
      const id = await api.filed(teams.ben, { date: '2026-03-17', clock_in_time: '07:30', reason });
      expect((await api.correction(id)).clock_in_time).toEqual(new Date('2026-03-17T11:30:00Z'));
    } finally {
      await setSetting(t, 'TIME_ZONE', 'Europe/London');
    }
  });

  it('refuses a day after today (company date) and a time later than now', async () => {
    await refused({ date: '2026-03-19', clock_in_time: '09:00', reason }, 400, apiError('correction.future_date'));
    await refused({ date: '2026-03-18', clock_in_time: '12:01', reason }, 400, apiError('correction.future_time'));
    await refused(
      { date: '2026-03-18', clock_in_time: '09:00', clock_out_time: '12:30', reason },
      400,
      apiError('correction.future_time'),
    );
    await api.filed(teams.dan, { date: '2026-03-18', clock_in_time: '11:59', reason });
  });

  it('refuses a day outside CORRECTION_WINDOW_DAYS, today being the first of them', async () => {
    expect(await windowOf(teams.amy)).toEqual({ window_days: 30, first_date: '2026-02-17', last_date: '2026-03-18' });
    await refused(
      { date: '2026-02-16', clock_in_time: '09:00', reason },
      400,
      apiError('correction.outside_window', { days: 30 }),
    );
    await api.filed(teams.dan, { date: '2026-02-17', clock_in_time: '09:00', reason });
    await setSetting(t, 'CORRECTION_WINDOW_DAYS', '5');
    try {
      await refused(
        { date: '2026-03-13', clock_in_time: '09:00', reason },
        400,
        apiError('correction.outside_window', { days: 5 }),
      );
      expect(await windowOf(teams.amy)).toEqual({ window_days: 5, first_date: '2026-03-14', last_date: '2026-03-18' });
      await api.filed(teams.dan, { date: '2026-03-14', clock_in_time: '09:00', reason });
    } finally {
      await setSetting(t, 'CORRECTION_WINDOW_DAYS', '30');
    }
  });

  it('refuses a day before the hire date', async () => {
    await t.db
      .updateTable('employees')
      .set({ hire_date: '2026-03-10' })
      .where('employee_id', '=', teams.ben.id)
      .execute();
    await refused(
      { date: '2026-03-09', clock_in_time: '09:00', reason },
      400,
      apiError('correction.before_hire', { hireDate: '2026-03-10' }),
      teams.ben,
    );
    expect(await windowOf(teams.ben)).toMatchObject({ first_date: '2026-03-10', last_date: '2026-03-18' });
    await api.filed(teams.ben, { date: '2026-03-10', clock_in_time: '09:00', reason });
  });

  it('needs a time, a reason, HH:MM times and a clock out after the clock in', async () => {
    await refused({ date: '2026-03-12', reason }, 400, apiError('correction.no_time'));
    await refused(
      { date: '2026-03-12', clock_in_time: null, clock_out_time: null, reason },
      400,
      apiError('correction.no_time'),
    );
    await refused(
      { date: '2026-03-12', clock_in_time: '09:00', reason: '   ' },
      400,
      apiError('correction.reason_required'),
    );
    await refused(
      { date: '2026-03-12', clock_in_time: '09:00', clock_out_time: '09:00', reason },
      400,
      apiError('correction.out_before_in'),
    );
    await refused(
      { date: '2026-03-12', clock_in_time: '10:00', clock_out_time: '09:59', reason },
      400,
      apiError('correction.out_before_in'),
    );
    for (const payload of [
      { date: '2026-03-12', clock_in_time: '9:00', reason },
      { date: '2026-03-12', clock_in_time: '24:00', reason },
      { date: '2026-03-12', clock_in_time: '2026-03-12T09:00:00Z', reason },
      { date: '2026-03-12', clock_in_time: '09:00' },
      { date: '12/03/2026', clock_in_time: '09:00', reason },
      { date: '2026-03-12', clock_in_time: '09:00', reason: 'x'.repeat(1001) },
    ]) {
      const before = await correctionCounts(t);
      expect((await api.file(teams.amy, payload)).statusCode).toBe(400);
      expect(await correctionCounts(t)).toEqual(before);
    }
  });

  it("weighs a side left out against the day's record: none needs a clock in, a clock out must follow it", async () => {
    await refused({ date: '2026-03-11', clock_out_time: '17:00', reason }, 400, apiError('correction.needs_clock_in'));
    await clockedRecord(t, teams.amy, '2026-03-11', '09:30:00');
    await refused({ date: '2026-03-11', clock_out_time: '09:30', reason }, 400, apiError('correction.out_before_in'));
    const id = await api.filed(teams.amy, { date: '2026-03-11', clock_out_time: '17:00', reason });
    // The queue weighs the request against the day's record as it stands.
    const row = (await api.list(teams.manager)).json<Record<string, unknown>[]>().find((r) => r.correction_id === id);
    expect(row).toMatchObject({
      day_record_id: expect.any(Number),
      current_check_in_time: '2026-03-11T09:30:00.000Z',
      current_check_out_time: null,
    });
  });

  it('keeps one open request per employee and day; a decided one makes room for another', async () => {
    const id = await api.filed(teams.amy, { date: '2026-03-10', clock_in_time: '09:00', reason });
    await refused({ date: '2026-03-10', clock_in_time: '09:10', reason }, 409, apiError('correction.pending_exists'));
    await api.filed(teams.ben, { date: '2026-03-13', clock_in_time: '09:00', reason });
    expect((await api.decide(teams.manager, id, 'reject')).statusCode).toBe(200);
    await api.filed(teams.amy, { date: '2026-03-10', clock_in_time: '09:05', reason });
  });

  it('files one of two requests for the same day sent at the same moment', async () => {
    const payload = { date: '2026-03-09', clock_in_time: '09:00', reason };
    const answers = await t.racing(() => Promise.all([api.file(teams.dan, payload), api.file(teams.dan, payload)]));
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((res) => res.statusCode === 409)!.json()).toEqual(apiError('correction.pending_exists'));
    const rows = await t.db
      .selectFrom('attendance_corrections')
      .select('correction_id')
      .where('employee_id', '=', teams.dan.id)
      .where('attendance_date', '=', '2026-03-09')
      .execute();
    expect(rows).toHaveLength(1);
  });
});

describe('GET /api/attendance_corrections', () => {
  const owners = async (who: (typeof teams)['amy'], query: Record<string, string> = {}) => {
    const res = await api.list(who, query);
    expect(res.statusCode).toBe(200);
    return new Set(res.json<{ employee_id: number }[]>().map((row) => row.employee_id));
  };

  beforeAll(async () => {
    await api.filed(teams.manager, { date: '2026-03-05', clock_in_time: '09:00', reason });
  });

  it("shows an employee their own, a manager theirs and their direct reports', an admin everyone's", async () => {
    const { amy, ben, dan, manager, otherManager, admin } = teams;
    expect(await owners(amy)).toEqual(new Set([amy.id]));
    expect(await owners(manager)).toEqual(new Set([manager.id, amy.id, ben.id]));
    expect(await owners(otherManager)).toEqual(new Set([dan.id]));
    expect(await owners(admin)).toEqual(new Set([manager.id, amy.id, ben.id, dan.id]));
  });

  it('filters by status and refuses an unknown one', async () => {
    const rejected = (await api.list(teams.admin, { status: 'rejected' })).json<{ status: string }[]>();
    expect(rejected.map((row) => row.status)).toEqual(['rejected']);
    expect(await owners(teams.manager, { status: 'rejected' })).toEqual(new Set([teams.amy.id]));
    expect((await api.list(teams.admin, { status: 'open' })).statusCode).toBe(400);
  });
});

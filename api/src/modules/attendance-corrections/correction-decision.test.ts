import { sql } from 'kysely';
import { clockedRecord, correctionCounts, correctionsApi, correctionTeams } from '../../test/correction-fixtures';
import { freezeDate } from '../../test/reports-api';
import { createTestApp, TestContext } from '../../test/test-app';
import { AUDIT_ACTIONS } from '../audit/actions';
import { CORRECTION_MESSAGES as M } from './messages';
import { apiError } from '../../test/api-error';

// Wednesday 18 March 2026 at noon in London (GMT, so HH:MM reads as UTC); work starts 09:00, 10 min grace.
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

const reason = 'Forgot to clock out.';
let day = 0;
/** A date within the correction window that no earlier test used. */
const freshDate = () => `2026-03-${String(17 - day++).padStart(2, '0')}`;

const recordOf = (recordId: number) =>
  t.db.selectFrom('attendance_records').selectAll().where('record_id', '=', recordId).executeTakeFirstOrThrow();
const recordOn = (employeeId: number, date: string) =>
  t.db
    .selectFrom('attendance_records')
    .selectAll()
    .where('employee_id', '=', employeeId)
    .where('attendance_date', '=', date)
    .executeTakeFirst();

async function auditOf(correctionId: number) {
  await t.app.audit.flush();
  const rows = await t.db
    .selectFrom('audit_log')
    .selectAll()
    .where('action', 'in', [AUDIT_ACTIONS.attendanceCorrectionApproved, AUDIT_ACTIONS.attendanceCorrectionRejected])
    .orderBy('id')
    .execute();
  return rows
    .map((row): Record<string, unknown> => ({
      action: row.action,
      actor: row.actor_id,
      ...t.app.audit.readDetails(row),
    }))
    .filter((entry) => entry.correction_id === correctionId);
}

describe('approval', () => {
  it('amends the record, keeps the old values, marks the clock in corrected and recomputes the discrepancy', async () => {
    const date = freshDate();
    const recordId = await clockedRecord(t, teams.amy, date, '09:40:00', { discrepancy: 'late by 40 min' });
    const id = await api.filed(teams.amy, { date, clock_in_time: '08:55', clock_out_time: '17:30', reason });

    const res = await api.decide(teams.manager, id, 'approve', { comment: ' Fine. ' });
    expect([res.statusCode, res.json()]).toEqual([200, { message: M.approved }]);
    expect(await recordOf(recordId)).toMatchObject({
      check_in_time: new Date(`${date}T08:55:00Z`),
      check_out_time: new Date(`${date}T17:30:00Z`),
      discrepancy: 'early by 5 min',
      clock_in_type: 'in office',
      check_in_corrected: true,
      check_out_corrected: true,
      corrected: true,
    });
    expect(await api.correction(id)).toMatchObject({
      status: 'approved',
      decided_by: teams.manager.id,
      decided_at: NOON,
      comment: 'Fine.',
      record_id: recordId,
    });

    const history = await api.revisions(teams.amy, recordId);
    expect([history.statusCode, history.json()]).toEqual([
      200,
      [
        {
          revision_id: expect.any(Number),
          correction_id: id,
          created_record: false,
          check_in_time: `${date}T09:40:00.000Z`,
          check_out_time: null,
          discrepancy: 'late by 40 min',
          auto_closed: false,
          check_in_corrected: false,
          check_out_corrected: false,
          verification: 'face',
          changed_by: teams.manager.id,
          changed_by_name: expect.stringMatching(/^Test Manager \d+$/),
          changed_at: NOON.toISOString(),
        },
      ],
    ]);

    expect(await auditOf(id)).toEqual([
      {
        action: AUDIT_ACTIONS.attendanceCorrectionApproved,
        actor: teams.manager.id,
        correction_id: id,
        employee_id: teams.amy.id,
        attendance_date: date,
        comment: 'Fine.',
        record_id: recordId,
        before: { check_in_time: `${date}T09:40:00.000Z`, check_out_time: null, verification: 'face' },
        after: {
          check_in_time: `${date}T08:55:00.000Z`,
          check_out_time: `${date}T17:30:00.000Z`,
          verification: 'face',
        },
      },
    ]);
  });

  it('creates the record of a day without one, corrected and with no face-verified side', async () => {
    const date = freshDate();
    const id = await api.filed(teams.ben, { date, clock_in_time: '09:25', reason });
    expect((await api.decide(teams.admin, id, 'approve')).statusCode).toBe(200);
    const record = await recordOn(teams.ben.id, date);
    expect(record).toMatchObject({
      check_in_time: new Date(`${date}T09:25:00Z`),
      check_out_time: null,
      discrepancy: 'late by 25 min',
      check_in_corrected: true,
      check_out_corrected: false,
      corrected: true,
    });
    expect((await api.revisions(teams.admin, record!.record_id)).json()).toEqual([
      expect.objectContaining({ created_record: true, check_in_time: null, check_out_time: null, auto_closed: null }),
    ]);
    expect(await auditOf(id)).toEqual([
      expect.objectContaining({
        before: null,
        after: { check_in_time: `${date}T09:25:00.000Z`, check_out_time: null },
      }),
    ]);
  });

  it("marks today's corrected clock in on the attendance screen's status", async () => {
    const status = async () =>
      (await t.inject({ method: 'GET', url: '/api/current_status', headers: teams.amy.headers })).json();
    expect(await status()).toMatchObject({ state: 'not_clocked_in', check_in_corrected: false });
    const id = await api.filed(teams.amy, { date: '2026-03-18', clock_in_time: '09:05', reason });
    expect((await api.decide(teams.manager, id, 'approve')).statusCode).toBe(200);
    expect(await status()).toMatchObject({
      state: 'clocked_in',
      clock_in_time: '2026-03-18T09:05:00.000Z',
      check_in_corrected: true,
      check_out_corrected: false,
    });
  });

  it("replaces an automatic clock-out with the employee's, keeping the face-verified clock in", async () => {
    const date = freshDate();
    const recordId = await clockedRecord(t, teams.amy, date, '08:58:00', {
      check_out_time: `${date}T19:00:00Z`,
      auto_closed: true,
    });
    const id = await api.filed(teams.amy, { date, clock_out_time: '17:10', reason });
    expect((await api.decide(teams.admin, id, 'approve')).statusCode).toBe(200);
    expect(await recordOf(recordId)).toMatchObject({
      check_in_time: new Date(`${date}T08:58:00Z`),
      check_out_time: new Date(`${date}T17:10:00Z`),
      auto_closed: false,
      discrepancy: 'early by 2 min',
      check_in_corrected: false,
      check_out_corrected: true,
      corrected: true,
    });
    const logs = await t.inject({
      method: 'GET',
      url: '/api/attendance_logs',
      headers: teams.amy.headers,
      query: { start_date: date, end_date: date },
    });
    expect(logs.json()).toEqual([
      expect.objectContaining({
        record_id: recordId,
        corrected: true,
        check_in_corrected: false,
        check_out_corrected: true,
        auto_closed: false,
      }),
    ]);
  });

  it('reinstates a voided day the decider vouches for, keeping how it was verified in the revision', async () => {
    const date = freshDate();
    const recordId = await clockedRecord(t, teams.amy, date, '09:40:00', { verification: 'voided' });
    const id = await api.filed(teams.amy, { date, clock_in_time: '08:55', clock_out_time: '17:00', reason });
    expect((await api.decide(teams.manager, id, 'approve')).statusCode).toBe(200);
    expect(await recordOf(recordId)).toMatchObject({ verification: 'verified by manager', check_in_corrected: true });
    const [revision] = (await api.revisions(teams.amy, recordId)).json<Record<string, unknown>[]>();
    expect(revision).toMatchObject({ correction_id: id, verification: 'voided' });
    expect(await auditOf(id)).toEqual([
      expect.objectContaining({
        before: expect.objectContaining({ verification: 'voided' }),
        after: expect.objectContaining({ verification: 'verified by manager' }),
      }),
    ]);
  });

  it('keeps every revision of a record corrected twice, oldest first', async () => {
    const date = freshDate();
    const recordId = await clockedRecord(t, teams.amy, date, '09:00:00');
    const first = await api.filed(teams.amy, { date, clock_out_time: '17:00', reason });
    await api.decide(teams.manager, first, 'approve');
    const second = await api.filed(teams.amy, { date, clock_out_time: '18:00', reason });
    await api.decide(teams.admin, second, 'approve');
    const history = (await api.revisions(teams.manager, recordId)).json<Record<string, unknown>[]>();
    expect(history.map((r) => [r.correction_id, r.check_out_time, r.check_out_corrected])).toEqual([
      [first, null, false],
      [second, `${date}T17:00:00.000Z`, true],
    ]);
  });

  it('refuses an approval the record no longer fits (changed since the request) and changes nothing', async () => {
    const date = freshDate();
    const recordId = await clockedRecord(t, teams.amy, date, '09:00:00');
    const id = await api.filed(teams.amy, { date, clock_out_time: '10:00', reason });
    await t.db
      .updateTable('attendance_records')
      .set({ check_in_time: `${date}T10:30:00Z` })
      .where('record_id', '=', recordId)
      .execute();
    const before = await correctionCounts(t);
    const res = await api.decide(teams.manager, id, 'approve');
    expect([res.statusCode, res.json()]).toEqual([409, apiError('correction.out_before_in')]);
    expect(await correctionCounts(t)).toEqual(before);
    expect((await api.correction(id)).status).toBe('pending');
    expect((await recordOf(recordId)).corrected).toBe(false);
  });
});

describe('who decides', () => {
  it('lets a manager decide for direct reports only, an admin for anyone, nobody for themselves', async () => {
    const amys = await api.filed(teams.amy, { date: freshDate(), clock_in_time: '09:00', reason });
    const dans = await api.filed(teams.dan, { date: freshDate(), clock_in_time: '09:00', reason });
    const managers = await api.filed(teams.manager, { date: freshDate(), clock_in_time: '09:00', reason });
    const admins = await api.filed(teams.admin, { date: freshDate(), clock_in_time: '09:00', reason });
    const before = await correctionCounts(t);
    const refusals = [
      [teams.ben, amys, 403, apiError('auth.forbidden')],
      [teams.amy, amys, 403, apiError('auth.forbidden')],
      [teams.manager, dans, 404, apiError('correction.not_found')],
      [teams.otherManager, amys, 404, apiError('correction.not_found')],
      [teams.manager, managers, 403, apiError('correction.own_request')],
      [teams.admin, admins, 403, apiError('correction.own_request')],
      [teams.admin, 999_999, 404, apiError('correction.not_found')],
    ] as const;
    for (const [who, id, status, expected] of refusals) {
      for (const decision of ['approve', 'reject'] as const) {
        const res = await api.decide(who, id, decision);
        expect([res.statusCode, res.json()]).toEqual([status, expected]);
      }
    }
    expect(await correctionCounts(t)).toEqual(before);
    expect((await api.decide(teams.otherManager, dans, 'approve')).statusCode).toBe(200);
    expect((await api.decide(teams.admin, managers, 'reject')).statusCode).toBe(200);
    expect((await api.decide(teams.otherAdmin, admins, 'approve')).statusCode).toBe(200);
    expect((await api.decide(teams.manager, amys, 'approve')).statusCode).toBe(200);
  });

  it('decides a pending request only once', async () => {
    const approved = await api.filed(teams.ben, { date: freshDate(), clock_in_time: '09:00', reason });
    await api.decide(teams.manager, approved, 'approve');
    const rejected = await api.filed(teams.ben, { date: freshDate(), clock_in_time: '09:00', reason });
    await api.decide(teams.manager, rejected, 'reject');
    const before = await correctionCounts(t);
    for (const decision of ['approve', 'reject'] as const) {
      const onApproved = await api.decide(teams.admin, approved, decision);
      expect([onApproved.statusCode, onApproved.json()]).toEqual([
        409,
        apiError('correction.already_decided', { status: 'approved' }),
      ]);
      const onRejected = await api.decide(teams.admin, rejected, decision);
      expect([onRejected.statusCode, onRejected.json()]).toEqual([
        409,
        apiError('correction.already_decided', { status: 'rejected' }),
      ]);
    }
    expect(await correctionCounts(t)).toEqual(before);
  });

  it('rejects with a comment, leaving the record as it was, and audits it', async () => {
    const date = freshDate();
    const recordId = await clockedRecord(t, teams.amy, date, '09:30:00');
    const id = await api.filed(teams.amy, { date, clock_in_time: '09:00', reason });
    const res = await api.decide(teams.manager, id, 'reject', { comment: 'The door log says 09:30.' });
    expect([res.statusCode, res.json()]).toEqual([200, { message: M.rejected }]);
    expect(await api.correction(id)).toMatchObject({
      status: 'rejected',
      comment: 'The door log says 09:30.',
      decided_by: teams.manager.id,
      record_id: null,
    });
    expect(await recordOf(recordId)).toMatchObject({ check_in_time: new Date(`${date}T09:30:00Z`), corrected: false });
    expect((await api.revisions(teams.amy, recordId)).json()).toEqual([]);
    expect(await auditOf(id)).toEqual([
      {
        action: AUDIT_ACTIONS.attendanceCorrectionRejected,
        actor: teams.manager.id,
        correction_id: id,
        employee_id: teams.amy.id,
        attendance_date: date,
        comment: 'The door log says 09:30.',
      },
    ]);
  });
});

describe('GET /api/attendance_logs/{id}/revisions', () => {
  it('answers whoever may see the record; for anyone else the record does not exist', async () => {
    const recordId = await clockedRecord(t, teams.amy, freshDate(), '09:00:00');
    for (const who of [teams.amy, teams.manager, teams.admin])
      expect((await api.revisions(who, recordId)).statusCode).toBe(200);
    for (const who of [teams.ben, teams.otherManager, teams.dan]) {
      const res = await api.revisions(who, recordId);
      expect([res.statusCode, res.json()]).toEqual([404, apiError('correction.record_not_found')]);
    }
    expect((await api.revisions(teams.admin, 999_999)).statusCode).toBe(404);
    expect((await api.revisions(teams.admin, 0)).statusCode).toBe(400);
  });
});

describe('concurrent decisions', () => {
  it('applies one of two approvals sent at the same moment', async () => {
    const date = freshDate();
    const recordId = await clockedRecord(t, teams.amy, date, '09:00:00');
    const id = await api.filed(teams.amy, { date, clock_out_time: '17:00', reason });
    const answers = await t.racing(() =>
      Promise.all([api.decide(teams.manager, id, 'approve'), api.decide(teams.admin, id, 'approve')]),
    );
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    expect((await api.revisions(teams.admin, recordId)).json()).toHaveLength(1);
    expect(await auditOf(id)).toHaveLength(1);
  });

  it('creates or amends one record when an approval races a clock-in of the same day', async () => {
    const date = freshDate();
    const id = await api.filed(teams.ben, { date, clock_in_time: '09:20', reason });
    const [decision] = await t.racing(() =>
      Promise.all([
        api.decide(teams.manager, id, 'approve'),
        t.db
          .insertInto('attendance_records')
          .values({ employee_id: teams.ben.id, attendance_date: date, check_in_time: `${date}T09:50:00Z` })
          .onConflict((oc) => oc.columns(['employee_id', 'attendance_date']).doNothing())
          .execute(),
      ]),
    );
    expect(decision.statusCode).toBe(200);
    const record = await recordOn(teams.ben.id, date);
    expect(record).toMatchObject({ check_in_time: new Date(`${date}T09:20:00Z`), check_in_corrected: true });
    expect((await api.revisions(teams.admin, record!.record_id)).json()).toHaveLength(1);
  });

  const onPostgres = process.env.DATABASE_URL ? it : it.skip;

  onPostgres('amends the record a clock-in committed while the approval waited on its unique key', async () => {
    const date = freshDate();
    const id = await api.filed(teams.ben, { date, clock_in_time: '09:20', reason });
    let commitClockIn!: () => void;
    const gate = new Promise<void>((resolve) => (commitClockIn = resolve));
    const clockIn = t.db.transaction().execute(async (tx) => {
      await tx
        .insertInto('attendance_records')
        .values({ employee_id: teams.ben.id, attendance_date: date, check_in_time: `${date}T09:50:00Z` })
        .execute();
      await gate;
    });
    const decision = api.decide(teams.manager, id, 'approve');
    // The approval finds no committed record, so its insert waits on the clock-in's uncommitted key.
    await waitForLockWait();
    commitClockIn();
    await clockIn;
    expect((await decision).statusCode).toBe(200);
    const record = await recordOn(teams.ben.id, date);
    expect(record).toMatchObject({ check_in_time: new Date(`${date}T09:20:00Z`), check_in_corrected: true });
    expect((await api.revisions(teams.admin, record!.record_id)).json()).toEqual([
      expect.objectContaining({ created_record: false, check_in_time: `${date}T09:50:00.000Z` }),
    ]);
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

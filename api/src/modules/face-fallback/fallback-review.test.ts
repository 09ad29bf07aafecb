import { decryptBuffer } from '../../lib/crypto';
import { correctionTeams } from '../../test/correction-fixtures';
import { enrolStandIn, fallbackApi, standInEngine } from '../../test/face-fallback-fixtures';
import { freezeDate } from '../../test/reports-api';
import { createTestApp, TestContext } from '../../test/test-app';
import { AUDIT_ACTIONS } from '../audit/actions';
import { FALLBACK_MESSAGES as M } from './messages';
import { apiError } from '../../test/api-error';

// Wednesday 18 March 2026, London.
const MORNING = '2026-03-18T08:55:00Z';
let t: TestContext;
let teams: Awaited<ReturnType<typeof correctionTeams>>;
let api: ReturnType<typeof fallbackApi>;

beforeAll(async () => {
  freezeDate(new Date(MORNING));
  t = await createTestApp({ faceEngine: standInEngine, env: { ACCESS_TOKEN_TTL_SECONDS: '86400' } });
  api = fallbackApi(t);
});
afterAll(async () => {
  await t.close();
  jest.useRealTimers();
});

beforeEach(async () => {
  jest.setSystemTime(new Date(MORNING));
  // Fresh people each test: each has the day's records to themselves.
  teams = await correctionTeams(t);
  for (const who of Object.values(teams)) await enrolStandIn(t, who.id);
});

const refusal = (res: { statusCode: number; json: () => unknown }) => [res.statusCode, res.json()];
const ids = (res: { json: () => unknown }) => (res.json() as { fallback_id: number }[]).map((r) => r.fallback_id);

describe('the review queue', () => {
  it("lists a manager's direct reports, an admin everyone, never the caller's own; employees are refused", async () => {
    const amy = await api.submitted(teams.amy);
    const dan = await api.submitted(teams.dan);
    const manager = await api.submitted(teams.manager);
    expect(ids(await api.list(teams.manager))).toEqual(expect.arrayContaining([amy]));
    expect(ids(await api.list(teams.manager))).not.toEqual(expect.arrayContaining([dan]));
    expect(ids(await api.list(teams.manager))).not.toContain(manager);
    expect(ids(await api.list(teams.admin))).toEqual(expect.arrayContaining([amy, dan, manager]));
    expect((await api.list(teams.amy)).statusCode).toBe(403);
    const [row] = (await api.list(teams.manager, { status: 'pending' })).json() as Record<string, unknown>[];
    expect(row).toMatchObject({
      employee_id: teams.amy.id,
      action: 'clock_in',
      reason: 'The camera did not know me.',
      similarity: expect.any(Number),
      has_photo: true,
      status: 'pending',
      address: expect.stringContaining('London'),
    });
  });
});

describe('a decision', () => {
  it("accepted by the manager: the record becomes 'verified by manager', audited, decided once", async () => {
    const id = await api.submitted(teams.amy);
    const res = await api.decide(teams.manager, id, 'accept', { comment: ' Seen at the desk. ' });
    expect(res.json()).toEqual({ message: M.accepted });
    const fallback = await api.fallback(id);
    expect(fallback).toMatchObject({ status: 'accepted', decided_by: teams.manager.id, comment: 'Seen at the desk.' });
    expect(await api.record(fallback.record_id)).toMatchObject({ verification: 'verified by manager' });
    expect(refusal(await api.decide(teams.admin, id, 'reject'))).toEqual([
      409,
      apiError('face_fallback.already_decided', { status: 'accepted' }),
    ]);
    await t.app.audit.flush();
    const entries = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('actor_id', '=', teams.manager.id)
      .where('action', '=', AUDIT_ACTIONS.faceFallbackAccepted)
      .execute();
    expect(entries).toHaveLength(1);
  });

  it('rejected by an admin: the record is voided and kept in the logs', async () => {
    const id = await api.submitted(teams.dan);
    expect((await api.decide(teams.admin, id, 'reject')).json()).toEqual({ message: M.rejected });
    const { record_id: recordId } = await api.fallback(id);
    expect(await api.record(recordId)).toMatchObject({ verification: 'voided' });
    const date = (await api.record(recordId)).attendance_date;
    const logs = await t.inject({
      method: 'GET',
      url: '/api/attendance_logs',
      headers: teams.dan.headers,
      query: { start_date: date, end_date: date },
    });
    expect(logs.json()).toEqual([expect.objectContaining({ record_id: recordId, verification: 'voided' })]);
  });

  it("is refused to another team's manager (404), to the employee themselves (403) and to employees (403)", async () => {
    const id = await api.submitted(teams.amy);
    expect(refusal(await api.decide(teams.otherManager, id, 'accept'))).toEqual([
      404,
      apiError('face_fallback.not_found'),
    ]);
    expect((await api.decide(teams.amy, id, 'accept')).statusCode).toBe(403);
    expect((await api.decide(teams.ben, id, 'accept')).statusCode).toBe(403);
    const own = await api.submitted(teams.manager);
    expect(refusal(await api.decide(teams.manager, own, 'accept'))).toEqual([
      403,
      apiError('face_fallback.own_action'),
    ]);
    expect(refusal(await api.decide(teams.admin, 999_999, 'accept'))).toEqual([
      404,
      apiError('face_fallback.not_found'),
    ]);
    expect((await api.fallback(id)).status).toBe('pending');
    expect((await api.fallback(own)).status).toBe('pending');
    // The manager's own is decided by their manager, the admin.
    expect((await api.decide(teams.admin, own, 'accept')).statusCode).toBe(200);
  });

  it("of an admin's own clock action is another admin's", async () => {
    const own = await api.submitted(teams.admin);
    expect(ids(await api.list(teams.admin))).not.toContain(own);
    expect(refusal(await api.decide(teams.admin, own, 'reject'))).toEqual([403, apiError('face_fallback.own_action')]);
    expect((await api.photoOf(teams.admin, own)).statusCode).toBe(403);
    expect(ids(await api.list(teams.otherAdmin))).toContain(own);
    expect((await api.decide(teams.otherAdmin, own, 'reject')).json()).toEqual({ message: M.rejected });
  });

  it('keeps the record pending while its other fallback waits; a rejection voids it whatever came before', async () => {
    const clockIn = await api.submitted(teams.ben);
    jest.setSystemTime(new Date(Date.now() + 8 * 3_600_000));
    const clockOut = await api.submitted(teams.ben, 'clock_out');
    const { record_id: recordId } = await api.fallback(clockIn);
    expect((await api.decide(teams.manager, clockIn, 'accept')).statusCode).toBe(200);
    expect(await api.record(recordId)).toMatchObject({ verification: 'pending review' });
    expect((await api.decide(teams.manager, clockOut, 'reject')).statusCode).toBe(200);
    expect(await api.record(recordId)).toMatchObject({ verification: 'voided' });
  });

  it('is taken once when two reviewers decide at the same moment', async () => {
    const id = await api.submitted(teams.amy);
    const answers = await t.racing(() =>
      Promise.all([api.decide(teams.manager, id, 'accept'), api.decide(teams.admin, id, 'reject')]),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const { status, record_id: recordId } = await api.fallback(id);
    expect((await api.record(recordId)).verification).toBe(status === 'accepted' ? 'verified by manager' : 'voided');
  });
});

describe('the photos', () => {
  it('are served decrypted to an allowed reviewer, next to the enrolled one, and to nobody else', async () => {
    const id = await api.submitted(teams.amy);
    const photo = await api.photoOf(teams.manager, id);
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/jpeg');
    expect(photo.headers['cache-control']).toBe('private, no-store');
    const stored = await t.db
      .selectFrom('stored_files')
      .select('bytes')
      .where('file_id', '=', (await api.fallback(id)).photo_file_id!)
      .executeTakeFirstOrThrow();
    expect(photo.rawPayload.equals(decryptBuffer(t.config.dataKey, stored.bytes))).toBe(true);
    const enrolled = await api.photoOf(teams.admin, id, 'enrolled_photo');
    expect(enrolled.statusCode).toBe(200);
    expect(enrolled.rawPayload.length).toBeGreaterThan(100);
    expect((await api.photoOf(teams.otherManager, id)).statusCode).toBe(404);
    expect((await api.photoOf(teams.amy, id)).statusCode).toBe(403);
    expect((await api.photoOf(teams.ben, id, 'enrolled_photo')).statusCode).toBe(403);
  });
});

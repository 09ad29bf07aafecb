import { OFFICE, setSetting } from '../../test/attendance';
import { correctionCounts, correctionTeams, type Member } from '../../test/correction-fixtures';
import {
  enrolStandIn,
  failedChecks,
  fallbackApi,
  PROBE_SIMILARITY,
  standInEngine,
} from '../../test/face-fallback-fixtures';
import { freezeDate } from '../../test/reports-api';
import { createTestApp, TestContext } from '../../test/test-app';
import { AUDIT_ACTIONS } from '../audit/actions';
import { FALLBACK_MESSAGES as M } from './messages';
import { apiError } from '../../test/api-error';

// Wednesday 18 March 2026, London (GMT: local time is UTC).
const MORNING = '2026-03-18T08:55:00Z';
let t: TestContext;
let teams: Awaited<ReturnType<typeof correctionTeams>>;
let api: ReturnType<typeof fallbackApi>;

beforeAll(async () => {
  freezeDate(new Date(MORNING));
  t = await createTestApp({ faceEngine: standInEngine, env: { ACCESS_TOKEN_TTL_SECONDS: '86400' } });
  teams = await correctionTeams(t);
  api = fallbackApi(t);
});
afterAll(async () => {
  await t.close();
  jest.useRealTimers();
});
beforeEach(async () => {
  jest.setSystemTime(new Date(MORNING));
  await setSetting(t, 'FACE_FALLBACK_ENABLED', 'true');
});

/** A fresh employee of `teams.manager`, enrolled. */
async function employee(): Promise<Member> {
  const user = await t.createUser('employee', { reportTo: teams.manager.id });
  await enrolStandIn(t, user.id);
  return { ...user, headers: { authorization: `Bearer ${(await t.login(user)).access_token}` } };
}
const refusal = (res: { statusCode: number; json: () => unknown }) => [res.statusCode, res.json()];
const failures = (who: Member) =>
  t.db
    .selectFrom('face_verifications')
    .selectAll()
    .where('employee_id', '=', who.id)
    .where('verified', '=', false)
    .execute();

describe('when clocking without a face check is offered', () => {
  it('refuses it before 3 failed checks in 10 minutes, and changes nothing', async () => {
    const emma = await employee();
    await failedChecks(t, emma.id, 2);
    // A failure older than 10 minutes does not count.
    await failedChecks(t, emma.id, 1, 11);
    const before = await correctionCounts(t);
    expect(refusal(await api.clock(emma, 'clock_in'))).toEqual([403, apiError('face_fallback.not_offered')]);
    expect(await correctionCounts(t)).toEqual(before);
    await failedChecks(t, emma.id, 1);
    expect((await api.clock(emma, 'clock_in')).json()).toEqual({ message: M.clockedIn });
  });

  it('is refused while FACE_FALLBACK_ENABLED is off', async () => {
    const emma = await employee();
    await failedChecks(t, emma.id);
    await setSetting(t, 'FACE_FALLBACK_ENABLED', 'false');
    expect(refusal(await api.clock(emma, 'clock_in'))).toEqual([403, apiError('face_fallback.disabled')]);
    expect(await t.db.selectFrom('face_fallbacks').selectAll().where('employee_id', '=', emma.id).execute()).toEqual(
      [],
    );
  });

  it('is announced by verify_face from the third failure on, and not when the setting is off', async () => {
    const emma = await employee();
    const verify = async () =>
      (
        await t.inject({
          method: 'POST',
          url: '/api/verify_face',
          headers: emma.headers,
          payload: { image: await api.noFaceImage() },
        })
      ).json();
    expect(await verify()).toMatchObject({ reason: 'no_face', fallback_offered: false });
    expect(await verify()).toMatchObject({ fallback_offered: false });
    expect(await verify()).toMatchObject({ fallback_offered: true });
    await setSetting(t, 'FACE_FALLBACK_ENABLED', 'false');
    expect(await verify()).toMatchObject({ fallback_offered: false });
  });

  it('needs a reason and a photo: a refused request changes nothing', async () => {
    const emma = await employee();
    await failedChecks(t, emma.id);
    const before = await correctionCounts(t);
    expect(refusal(await api.clock(emma, 'clock_in', { reason: '   ' }))).toEqual([
      400,
      apiError('face_fallback.reason_required'),
    ]);
    expect((await api.clock(emma, 'clock_in', { image: 'data:image/jpeg;base64,AAAA' })).statusCode).toBe(400);
    expect((await api.clock(emma, 'clock_in', { latitude: null as unknown as number })).statusCode).toBe(400);
    expect(await correctionCounts(t)).toEqual(before);
    expect((await failures(emma)).every((f) => f.used_at === null)).toBe(true);
  });
});

describe('a clock action without a face check', () => {
  it("creates the record with GPS and address, 'pending review', the photo encrypted and the similarity", async () => {
    const emma = await employee();
    const id = await api.submitted(emma);
    const fallback = await api.fallback(id);
    const record = await api.record(fallback.record_id);
    expect(record).toMatchObject({
      verification: 'pending review',
      in_latitude: OFFICE.latitude,
      in_longitude: OFFICE.longitude,
      // No allowed location of their own: remote, with the nearest place as address.
      in_address: expect.stringContaining('London'),
      clock_in_type: 'remote',
      spoof_score: null,
    });
    expect(fallback).toMatchObject({ action: 'clock_in', status: 'pending', reason: 'The camera did not know me.' });
    expect(fallback.similarity).toBeCloseTo(PROBE_SIMILARITY, 5);
    const file = await t.db
      .selectFrom('stored_files')
      .selectAll()
      .where('file_id', '=', fallback.photo_file_id!)
      .executeTakeFirstOrThrow();
    expect(file).toMatchObject({ encrypted: true, public: false, content_type: 'image/jpeg' });
    // Not a JPEG as stored: sealed with the data key.
    expect(file.bytes.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff]))).toBe(false);
    expect((await failures(emma)).every((f) => f.used_by_record_id === record.record_id)).toBe(true);
    await t.app.audit.flush();
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action'])
      .where('actor_id', '=', emma.id)
      .where('action', '=', AUDIT_ACTIONS.attendanceClockIn)
      .execute();
    expect(audit).toHaveLength(1);
  });

  it('stores a photo without a usable face with no similarity', async () => {
    const emma = await employee();
    await failedChecks(t, emma.id);
    expect((await api.clock(emma, 'clock_in', { image: await api.noFaceImage() })).statusCode).toBe(200);
    const [row] = await t.db.selectFrom('face_fallbacks').selectAll().where('employee_id', '=', emma.id).execute();
    expect(row).toMatchObject({ similarity: null, photo_file_id: expect.any(Number) });
  });

  it('uses its failures up: clocking out the same way needs 3 new ones', async () => {
    const emma = await employee();
    await api.submitted(emma);
    jest.setSystemTime(new Date('2026-03-18T17:05:00Z'));
    expect(refusal(await api.clock(emma, 'clock_out'))).toEqual([403, apiError('face_fallback.not_offered')]);
    await failedChecks(t, emma.id);
    expect((await api.clock(emma, 'clock_out')).json()).toEqual({ message: M.clockedOut });
    const rows = await t.db.selectFrom('face_fallbacks').selectAll().where('employee_id', '=', emma.id).execute();
    expect(rows.map((r) => r.action).sort()).toEqual(['clock_in', 'clock_out']);
    expect(await api.record(rows[0]!.record_id)).toMatchObject({
      verification: 'pending review',
      check_out_time: new Date('2026-03-18T17:05:00Z'),
      out_address: expect.stringContaining('London'),
    });
  });

  it('keeps the clock rules: a second clock in the same day is refused', async () => {
    const emma = await employee();
    await api.submitted(emma);
    await failedChecks(t, emma.id);
    expect((await api.clock(emma, 'clock_in')).statusCode).toBe(409);
  });

  it('lets two concurrent submissions use the same failures once', async () => {
    const emma = await employee();
    await failedChecks(t, emma.id);
    const answers = await t.racing(() => Promise.all([api.clock(emma, 'clock_in'), api.clock(emma, 'clock_in')]));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(
      await t.db.selectFrom('face_fallbacks').selectAll().where('employee_id', '=', emma.id).execute(),
    ).toHaveLength(1);
  });

  it("is erased with the employee's face data on termination; the review row stays", async () => {
    const emma = await employee();
    const id = await api.submitted(emma);
    const photoId = (await api.fallback(id)).photo_file_id!;
    const res = await t.inject({ method: 'DELETE', url: `/api/employees/${emma.id}`, headers: teams.admin.headers });
    expect(res.statusCode).toBe(200);
    expect(await api.fallback(id)).toMatchObject({ photo_file_id: null, status: 'pending' });
    expect(await t.db.selectFrom('stored_files').select('file_id').where('file_id', '=', photoId).execute()).toEqual(
      [],
    );
  });
});

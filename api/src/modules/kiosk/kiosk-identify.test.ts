import { employeeWithLocations, OFFICE, setSetting } from '../../test/attendance';
import { axis, between, enrolDescriptor, fakeFaceEngine, kioskAudit, pairedKiosk } from '../../test/kiosk-fixtures';
import { freezeDate } from '../../test/reports-api';
import { createTestApp, TestContext } from '../../test/test-app';
import { ATTENDANCE_MESSAGES } from '../attendance/messages';
import { AUDIT_ACTIONS } from '../audit/actions';
import { KIOSK_MESSAGES as M, PIN_FAILURES_PER_WINDOW } from './messages';
import { apiError } from '../../test/api-error';
import { ERROR_TRANSLATIONS } from '../../lib/error-translations';

// Wednesday 18 March 2026, 08:55 in London.
const MORNING = new Date('2026-03-18T08:55:00Z');
const engine = fakeFaceEngine();
let t: TestContext;
let kiosk: Awaited<ReturnType<typeof pairedKiosk>>;
let axes = 0;

beforeAll(async () => {
  freezeDate(MORNING);
  t = await createTestApp({ faceEngine: engine, env: { ACCESS_TOKEN_TTL_SECONDS: '86400' } });
  kiosk = await pairedKiosk(t, await t.signedIn('admin'));
});
afterAll(async () => {
  await t.close();
  jest.useRealTimers();
});

/** An employee at OFFICE enrolled with a face of their own (an axis nobody else has) and, if given, a PIN. */
async function enrolled(pin?: string) {
  const person = await employeeWithLocations(t, [OFFICE]);
  axes += 1;
  const face = axis(axes);
  await enrolDescriptor(t, person.id, face);
  if (pin) await t.inject({ method: 'PUT', url: '/api/me/pin', headers: person.headers, payload: { pin } });
  return { ...person, axis: axes, face };
}

const post = (url: string, payload: object, headers: Record<string, string> = kiosk.headers) =>
  t.inject({ method: 'POST', url, headers, payload });
const identify = (descriptor: Float32Array, spoofScore?: number) =>
  post('/api/kiosk/identify', { image: engine.image(descriptor, spoofScore) });
const clockIn = (employeeId: number) => post('/api/kiosk/clock_in', { employee_id: employeeId });

describe('identifying a face at a kiosk', () => {
  it('greets the enrolled person by first name, then clocks them in at the kiosk office', async () => {
    const emma = await enrolled();
    const res = await identify(emma.face);
    expect(res.json()).toEqual({
      result: 'identified',
      employee_id: emma.id,
      first_name: 'Test',
      state: 'not_clocked_in',
      language: 'en',
      message: 'Hello, Test!',
    });
    expect((await clockIn(emma.id)).json()).toEqual({ message: ATTENDANCE_MESSAGES.clockedIn });
    const record = await t.db
      .selectFrom('attendance_records')
      .selectAll()
      .where('employee_id', '=', emma.id)
      .executeTakeFirstOrThrow();
    expect(record).toMatchObject({
      clock_in_type: 'in office',
      in_latitude: OFFICE.latitude,
      in_address: `${OFFICE.name} (kiosk Lobby)`,
    });
    expect((await identify(emma.face)).json()).toMatchObject({ state: 'clocked_in' });
    const audit = (await kioskAudit(t)).filter((e) => e.actorId === emma.id);
    expect(audit.map((e) => [e.action, e.details.kiosk_id])).toEqual([
      [AUDIT_ACTIONS.kioskIdentified, kiosk.id],
      [AUDIT_ACTIONS.attendanceClockIn, kiosk.id],
      [AUDIT_ACTIONS.kioskIdentified, kiosk.id],
    ]);
  });

  it('clocks only the person it identified, once per identification, and never with a phone verification', async () => {
    const emma = await enrolled();
    const noah = await enrolled();
    await identify(emma.face);
    expect((await clockIn(noah.id)).json()).toEqual(apiError('attendance.verify_before_clock_in'));
    // The kiosk's identification is not the employee's own verification either.
    const own = await t.inject({ method: 'POST', url: '/api/clock_in', headers: emma.headers, payload: OFFICE });
    expect(own.json()).toEqual(apiError('attendance.verify_before_clock_in'));
    expect((await clockIn(emma.id)).statusCode).toBe(200);
    expect((await post('/api/kiosk/clock_out', { employee_id: emma.id })).json()).toEqual(
      apiError('attendance.verify_before_clock_out'),
    );
  });

  it("carries the person's language, else the company's, and words their clock refusals in it", async () => {
    const emma = await enrolled('2468');
    const noah = await enrolled();
    await t.inject({ method: 'PUT', url: '/api/me/preferences', headers: emma.headers, payload: { language: 'de' } });
    await setSetting(t, 'DEFAULT_LANGUAGE', 'fr');
    try {
      expect((await identify(emma.face)).json()).toMatchObject({ employee_id: emma.id, language: 'de' });
      expect((await identify(noah.face)).json()).toMatchObject({ employee_id: noah.id, language: 'fr' });
      const { challenge } = (await identify(between(emma.axis, 0.53, 0, 0))).json();
      const pinned = await post('/api/kiosk/verify_pin', { challenge, pin: '2468' });
      expect(pinned.json()).toMatchObject({ employee_id: emma.id, language: 'de' });
      expect((await clockIn(emma.id)).statusCode).toBe(200);
      // Emma, identified again, is clocked in already: the kiosk asks in English, the refusal is for her.
      const again = await post(
        '/api/kiosk/clock_in',
        { employee_id: emma.id },
        { ...kiosk.headers, 'accept-language': 'en' },
      );
      expect(again.json()).toEqual({
        error: ERROR_TRANSLATIONS.de['attendance.already_clocked_in'],
        code: 'attendance.already_clocked_in',
      });
    } finally {
      await setSetting(t, 'DEFAULT_LANGUAGE', '');
    }
    expect((await identify(noah.face)).json()).toMatchObject({ language: 'en' });
  });

  it('asks for a PIN when the best match does not lead the next person by the margin', async () => {
    await setSetting(t, 'KIOSK_MATCH_MARGIN', '0.05');
    const emma = await enrolled('2468');
    const noah = await enrolled('1357');
    const clear = await identify(between(emma.axis, 0.8, noah.axis, 0.74));
    expect(clear.json()).toMatchObject({ result: 'identified', employee_id: emma.id });
    const close = await identify(between(emma.axis, 0.8, noah.axis, 0.77));
    const { result, challenge } = close.json();
    expect(result).toBe('pin_required');
    // Sealed: the kiosk cannot read who the candidates are.
    expect(() => JSON.parse(Buffer.from(challenge, 'base64url').toString())).toThrow();

    const wrong = await post('/api/kiosk/verify_pin', { challenge, pin: '0000' });
    expect(wrong.json()).toEqual(apiError('kiosk.wrong_pin'));
    const right = await post('/api/kiosk/verify_pin', { challenge, pin: '1357' });
    expect(right.json()).toMatchObject({ result: 'identified', employee_id: noah.id });
    expect((await clockIn(noah.id)).statusCode).toBe(200);
    const actions = (await kioskAudit(t)).filter((e) => e.details.kiosk_id === kiosk.id).map((e) => e.action);
    expect(actions.slice(-4)).toEqual([
      AUDIT_ACTIONS.kioskPinRequired,
      AUDIT_ACTIONS.kioskPinRefused,
      AUDIT_ACTIONS.kioskPinVerified,
      AUDIT_ACTIONS.attendanceClockIn,
    ]);
  });

  it('asks for a PIN below the kiosk threshold, and recognises nobody below the 1:1 threshold', async () => {
    const emma = await enrolled('2468');
    const below = await identify(between(emma.axis, 0.53, 0, 0));
    expect(below.json()).toMatchObject({ result: 'pin_required' });
    const pinned = await post('/api/kiosk/verify_pin', { challenge: below.json().challenge, pin: '2468' });
    expect(pinned.json()).toMatchObject({ result: 'identified', employee_id: emma.id });
    expect((await identify(between(emma.axis, 0.5, 0, 0))).json()).toEqual({
      result: 'not_recognised',
      reason: 'no_match',
      message: M.notRecognised,
    });
    await setSetting(t, 'KIOSK_PIN_FALLBACK', 'false');
    expect((await identify(between(emma.axis, 0.53, 0, 0))).json()).toMatchObject({ result: 'not_recognised' });
    await setSetting(t, 'KIOSK_PIN_FALLBACK', 'true');
  });

  it('refuses a suspected spoof even when BLOCK_ON_SPOOF is off: nobody watches a kiosk', async () => {
    const emma = await enrolled();
    expect((await identify(emma.face, 0.9)).json()).toEqual({
      result: 'not_recognised',
      reason: 'spoof_suspected',
      message: M.spoofSuspected,
    });
  });

  it('limits wrong PINs per employee, and refuses a challenge of another kiosk or an altered one', async () => {
    const emma = await enrolled('2468');
    const { challenge } = (await identify(between(emma.axis, 0.53, 0, 0))).json();
    const other = await pairedKiosk(t, await t.signedIn('admin'));
    const elsewhere = await post('/api/kiosk/verify_pin', { challenge, pin: '2468' }, other.headers);
    expect(elsewhere.json()).toEqual(apiError('kiosk.not_identified'));
    const altered = await post('/api/kiosk/verify_pin', { challenge: `${challenge.slice(0, -2)}AA`, pin: '2468' });
    expect(altered.statusCode).toBe(400);
    for (let i = 0; i < PIN_FAILURES_PER_WINDOW; i++) await post('/api/kiosk/verify_pin', { challenge, pin: '1111' });
    const limited = await post('/api/kiosk/verify_pin', { challenge, pin: '2468' });
    expect(limited.json()).toEqual(apiError('kiosk.too_many_pin_attempts'));
  });

  it('holds the PIN limit against guesses sent at once', async () => {
    const emma = await enrolled('2468');
    const { challenge } = (await identify(between(emma.axis, 0.53, 0, 0))).json();
    const guesses = ['1111', '1112', '1113', '1114', '1115', '1116', '1117', '1118'];
    const answers = await t.racing(() =>
      Promise.all(guesses.map((pin) => post('/api/kiosk/verify_pin', { challenge, pin }))),
    );
    const statuses = answers.map((res) => res.statusCode).sort();
    expect(statuses).toEqual([...Array(PIN_FAILURES_PER_WINDOW).fill(403), ...Array(3).fill(429)]);
  });

  it('forgets a terminated employee and knows a new enrolment at once', async () => {
    const admin = await t.signedIn('admin');
    const emma = await enrolled();
    expect((await identify(emma.face)).json()).toMatchObject({ result: 'identified' });
    await t.inject({ method: 'DELETE', url: `/api/employees/${emma.id}`, headers: admin.headers });
    expect((await identify(emma.face)).json()).toMatchObject({ result: 'not_recognised' });
    const noah = await enrolled();
    expect((await identify(noah.face)).json()).toMatchObject({ result: 'identified', employee_id: noah.id });
  });
});

describe('kiosk PINs', () => {
  it('are 4 to 6 digits, set by the employee or an admin, and stored hashed', async () => {
    const emma = await employeeWithLocations(t);
    const admin = await t.signedIn('admin');
    for (const pin of ['123', '1234567', '12a4', '']) {
      const res = await t.inject({ method: 'PUT', url: '/api/me/pin', headers: emma.headers, payload: { pin } });
      expect([pin, res.statusCode]).toEqual([pin, 400]);
    }
    const hasPin = async () =>
      (await t.inject({ method: 'GET', url: '/api/me/pin', headers: emma.headers })).json().has_pin;
    expect(await hasPin()).toBe(false);
    const set = await t.inject({
      method: 'PUT',
      url: `/api/employees/${emma.id}/pin`,
      headers: admin.headers,
      payload: { pin: '482913' },
    });
    expect(set.json()).toEqual({ message: M.pinSet });
    expect(await hasPin()).toBe(true);
    const row = await t.db
      .selectFrom('employee_pins')
      .selectAll()
      .where('employee_id', '=', emma.id)
      .executeTakeFirstOrThrow();
    expect(row.pin_hash).toMatch(/^\$argon2id\$/);
    const other = await t.inject({
      method: 'PUT',
      url: `/api/employees/${admin.id}/pin`,
      headers: emma.headers,
      payload: { pin: '1234' },
    });
    expect(other.statusCode).toBe(403);
    const nobody = await t.inject({
      method: 'PUT',
      url: '/api/employees/999999/pin',
      headers: admin.headers,
      payload: { pin: '1234' },
    });
    expect(nobody.json()).toEqual(apiError('kiosk.employee_not_found'));
  });
});

const onPostgres = process.env.DATABASE_URL ? describe : describe.skip;

onPostgres('two api instances', () => {
  it('drops a descriptor cached on the other instance when its employee is terminated here', async () => {
    const other = await t.anotherInstance();
    const admin = await t.signedIn('admin');
    const emma = await enrolled();
    const onOther = async () =>
      (
        await other.inject({
          method: 'POST',
          url: '/api/kiosk/identify',
          headers: kiosk.headers,
          payload: { image: engine.image(emma.face) },
        })
      ).json().result;
    expect(await onOther()).toBe('identified');
    await t.inject({ method: 'DELETE', url: `/api/employees/${emma.id}`, headers: admin.headers });
    // The trigger's notification is sent at commit, before the terminating instance answers.
    expect(await onOther()).toBe('not_recognised');
  });
});

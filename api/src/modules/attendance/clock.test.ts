import { tryAdvisoryXactLock } from '../../db/advisory-lock';
import { employeeWithLocations, grantVerification, northOfOffice, OFFICE, setSetting } from '../../test/attendance';
import { freezeDate } from '../../test/reports-api';
import { createTestApp, TestContext } from '../../test/test-app';
import { AUDIT_ACTIONS } from '../audit/actions';
import { autoClockOutAt } from './attendance-rules';
import { loadAttendanceSettings } from '../settings/attendance-settings';
import { AUTO_CLOCK_OUT_LOCK_KEY, closeOverdueAttendance } from './auto-clock-out';
import { ATTENDANCE_MESSAGES as M } from './messages';
import { apiError } from '../../test/api-error';

// Wednesday 18 March 2026, London (GMT: local time is UTC).
const MORNING = '2026-03-18T08:55:00Z';
let t: TestContext;

beforeAll(async () => {
  freezeDate(new Date(MORNING));
  t = await createTestApp({ env: { ACCESS_TOKEN_TTL_SECONDS: '86400' } });
});
afterAll(async () => {
  await t.close();
  jest.useRealTimers();
});

type Employee = Awaited<ReturnType<typeof employeeWithLocations>>;
type Position = { latitude: number; longitude: number };

const at = (instant: string) => jest.setSystemTime(new Date(instant));
const clock = (action: 'clock_in' | 'clock_out', user: Employee, position: Position | object = OFFICE) =>
  t.inject({ method: 'POST', url: `/api/${action}`, headers: user.headers, payload: position });
const verified = (user: Employee) => grantVerification(t.db, user.id);
const status = async (user: Employee) =>
  (await t.inject({ method: 'GET', url: '/api/current_status', headers: user.headers })).json();
const records = (user: Employee) =>
  t.db
    .selectFrom('attendance_records')
    .selectAll()
    .where('employee_id', '=', user.id)
    .orderBy('attendance_date')
    .execute();
const verifications = (user: Employee) =>
  t.db
    .selectFrom('face_verifications')
    .selectAll()
    .where('employee_id', '=', user.id)
    .orderBy('verification_id')
    .execute();
const refusal = (res: { statusCode: number; json: () => unknown }) => [res.statusCode, res.json()];

beforeEach(() => at(MORNING));

describe('the face verification a clock action needs', () => {
  it('refuses clock in and clock out without one', async () => {
    const emma = await employeeWithLocations(t);
    expect(refusal(await clock('clock_in', emma))).toEqual([403, apiError('attendance.verify_before_clock_in')]);
    await verified(emma);
    expect((await clock('clock_in', emma)).statusCode).toBe(200);
    expect(refusal(await clock('clock_out', emma))).toEqual([403, apiError('attendance.verify_before_clock_out')]);
    expect(await records(emma)).toHaveLength(1);
  });

  it('is used up by one clock action, which records it and keeps its spoof score', async () => {
    const emma = await employeeWithLocations(t);
    await grantVerification(t.db, emma.id, new Date(), 0.31);
    expect((await clock('clock_in', emma)).json()).toEqual({ message: M.clockedIn });
    const [record] = await records(emma);
    const [verification] = await verifications(emma);
    expect(verification).toMatchObject({ used_at: new Date(MORNING), used_by_record_id: record!.record_id });
    expect(record!.spoof_score).toBe(0.31);

    at('2026-03-18T17:05:00Z');
    await grantVerification(t.db, emma.id, new Date(), 0.12);
    expect((await clock('clock_out', emma)).json()).toEqual({ message: M.clockedOut });
    // The record keeps the worse of its two verifications.
    expect((await records(emma))[0]).toMatchObject({
      spoof_score: 0.31,
      check_out_time: new Date('2026-03-18T17:05:00Z'),
    });
    expect((await verifications(emma)).every((v) => v.used_by_record_id === record!.record_id)).toBe(true);
  });

  it('expires after 2 minutes', async () => {
    const emma = await employeeWithLocations(t);
    await verified(emma);
    at('2026-03-18T08:57:01Z');
    expect(refusal(await clock('clock_in', emma))).toEqual([403, apiError('attendance.verify_before_clock_in')]);
    await verified(emma);
    at('2026-03-18T08:58:59Z');
    expect((await clock('clock_in', emma)).statusCode).toBe(200);
  });

  it("must be the caller's own and successful", async () => {
    const [emma, other] = await Promise.all([employeeWithLocations(t), employeeWithLocations(t)]);
    await verified(other);
    await grantVerification(t.db, emma.id, new Date(), 0.2, false);
    expect((await clock('clock_in', emma)).statusCode).toBe(403);
  });

  it('serves only one of two concurrent clock calls', async () => {
    const emma = await employeeWithLocations(t);
    await verified(emma);
    const answers = await t.racing(() => Promise.all([clock('clock_in', emma), clock('clock_in', emma)]));
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, expect.any(Number)]);
    expect([403, 409]).toContain(answers.map((res) => res.statusCode).sort()[1]);
    expect(await records(emma)).toHaveLength(1);
    expect((await verifications(emma)).filter((v) => v.used_at)).toHaveLength(1);
  });

  it('is not used up by a refused clock action', async () => {
    const emma = await employeeWithLocations(t);
    await verified(emma);
    await clock('clock_in', emma);
    await verified(emma);
    expect(refusal(await clock('clock_in', emma))).toEqual([409, apiError('attendance.already_clocked_in')]);
    expect((await clock('clock_out', emma)).statusCode).toBe(200);
  });
});

describe('clock in and clock out', () => {
  it('keeps one record per day: no second clock in, no clock out without clock in, no second clock out', async () => {
    const emma = await employeeWithLocations(t);
    await verified(emma);
    expect(refusal(await clock('clock_out', emma))).toEqual([409, apiError('attendance.not_clocked_in')]);
    expect((await clock('clock_in', emma)).statusCode).toBe(200);
    await verified(emma);
    expect(refusal(await clock('clock_in', emma))).toEqual([409, apiError('attendance.already_clocked_in')]);
    expect((await clock('clock_out', emma)).statusCode).toBe(200);
    await verified(emma);
    expect(refusal(await clock('clock_out', emma))).toEqual([409, apiError('attendance.already_clocked_out')]);
    // A completed day says so, and keeps the verification for nothing else to use.
    expect(refusal(await clock('clock_in', emma))).toEqual([409, apiError('attendance.day_complete')]);
    expect(await records(emma)).toHaveLength(1);
  });

  // check_in_time and check_out_time repeat clock_in_time and clock_out_time for older clients.
  const dayStatus = (
    state: string,
    clockIn: string | null,
    clockOut: string | null,
    auto = false,
    date = '2026-03-18',
    worked: number | null = null,
  ) => ({
    clocked_in: state === 'clocked_in',
    state,
    clock_in_time: clockIn,
    clock_out_time: clockOut,
    auto_clocked_out: auto,
    check_in_corrected: false,
    check_out_corrected: false,
    check_in_time: clockIn,
    check_out_time: clockOut,
    attendance_date: date,
    shift: null,
    on_break: false,
    break_started_at: null,
    break_minutes: 0,
    worked_minutes: worked,
  });

  it("reports the state of today's record: not clocked in, clocked in, day complete", async () => {
    const emma = await employeeWithLocations(t);
    expect(await status(emma)).toEqual(dayStatus('not_clocked_in', null, null));
    await verified(emma);
    await clock('clock_in', emma);
    expect(await status(emma)).toEqual(dayStatus('clocked_in', '2026-03-18T08:55:00.000Z', null, false, undefined, 0));
    at('2026-03-18T16:30:00Z');
    await verified(emma);
    await clock('clock_out', emma);
    expect(await status(emma)).toEqual(
      // 7 h 35 min without a punched break: the automatic 30 min are deducted.
      dayStatus('day_complete', '2026-03-18T08:55:00.000Z', '2026-03-18T16:30:00.000Z', false, undefined, 425),
    );
    // The next company day starts afresh.
    at('2026-03-19T07:00:00Z');
    expect(await status(emma)).toEqual(dayStatus('not_clocked_in', null, null, false, '2026-03-19'));
  });

  it.each([
    ['2026-03-18T08:47:00Z', 'early by 13 min'],
    ['2026-03-18T09:10:00Z', 'on time'],
    ['2026-03-18T09:22:30Z', 'late by 22 min'],
  ])('records an arrival at %s as %s', async (instant, expected) => {
    at(instant);
    const emma = await employeeWithLocations(t);
    await verified(emma);
    await clock('clock_in', emma);
    expect((await records(emma))[0]!.discrepancy).toBe(expected);
  });

  it('is in office within the geofence of an allowed location, remote outside it, with the address', async () => {
    const inside = await employeeWithLocations(t);
    const outside = await employeeWithLocations(t);
    const nowhere = await employeeWithLocations(t, []);
    for (const user of [inside, outside, nowhere]) await verified(user);
    await clock('clock_in', inside, northOfOffice(150));
    await clock('clock_in', outside, northOfOffice(5000));
    await clock('clock_in', nowhere, OFFICE);
    expect((await records(inside))[0]).toMatchObject({
      clock_in_type: 'in office',
      in_address: OFFICE.name,
      in_latitude: northOfOffice(150).latitude,
    });
    // Offline, a place far from every office is named after the nearest town.
    expect((await records(outside))[0]).toMatchObject({
      clock_in_type: 'remote',
      in_address: expect.stringMatching(/^Near .+, England, United Kingdom$/),
    });
    // The address comes from any office, the geofence from the employee's own locations.
    expect((await records(nowhere))[0]).toMatchObject({ clock_in_type: 'remote', in_address: OFFICE.name });
  });

  it('starts a new record just after local midnight in the company time zone', async () => {
    await setSetting(t, 'TIME_ZONE', 'America/New_York');
    try {
      const emma = await employeeWithLocations(t);
      at('2026-03-19T03:55:00Z'); // 23:55 on the 18th in New York
      await verified(emma);
      expect((await clock('clock_in', emma)).statusCode).toBe(200);
      at('2026-03-19T04:05:00Z'); // 00:05 on the 19th
      expect(await status(emma)).toMatchObject({ clocked_in: false, state: 'not_clocked_in', clock_in_time: null });
      await verified(emma);
      expect((await clock('clock_in', emma)).statusCode).toBe(200);
      expect((await records(emma)).map((r) => [r.attendance_date, r.discrepancy])).toEqual([
        ['2026-03-18', 'late by 895 min'],
        ['2026-03-19', 'early by 535 min'],
      ]);
    } finally {
      await setSetting(t, 'TIME_ZONE', 'Europe/London');
    }
  });

  it('validates the coordinates: numbers in range, no null taken for 0', async () => {
    const emma = await employeeWithLocations(t);
    await verified(emma);
    for (const [body, expected] of [
      [{ latitude: null, longitude: null }, apiError('attendance.invalid_latitude')],
      [{ latitude: 91, longitude: 0 }, apiError('attendance.invalid_latitude')],
      [{ latitude: '51.5', longitude: 0 }, apiError('attendance.invalid_latitude')],
      [{ latitude: 51.5, longitude: -180.5 }, apiError('attendance.invalid_longitude')],
      [{ latitude: 51.5 }, apiError('attendance.invalid_longitude')],
      [{}, apiError('attendance.invalid_latitude')],
    ] as const) {
      expect(refusal(await clock('clock_in', emma, body))).toEqual([400, expected]);
    }
    expect(await records(emma)).toHaveLength(0);
  });

  it('audits clock in and clock out', async () => {
    const emma = await employeeWithLocations(t);
    await verified(emma);
    await clock('clock_in', emma);
    await verified(emma);
    await clock('clock_out', emma);
    const entries = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('actor_id', '=', emma.id)
      .where('action', 'like', 'attendance.%')
      .orderBy('id')
      .execute();
    const [record] = await records(emma);
    expect(entries.map((e) => [e.action, t.app.audit.readDetails(e).record_id])).toEqual([
      [AUDIT_ACTIONS.attendanceClockIn, record!.record_id],
      [AUDIT_ACTIONS.attendanceClockOut, record!.record_id],
    ]);
  });
});

describe('the automatic clock-out', () => {
  it('shows a forgotten clock out closed at WORK_END_TIME + AUTO_CLOCK_OUT_AFTER_MINUTES, closed by a clock call', async () => {
    const emma = await employeeWithLocations(t);
    at('2026-03-18T09:00:00Z');
    await verified(emma);
    await clock('clock_in', emma);
    at('2026-03-18T18:59:59Z');
    expect((await status(emma)).clocked_in).toBe(true);
    at('2026-03-18T19:00:00Z');
    expect(await status(emma)).toMatchObject({
      clocked_in: false,
      state: 'day_complete',
      clock_in_time: '2026-03-18T09:00:00.000Z',
      clock_out_time: '2026-03-18T19:00:00.000Z',
      auto_clocked_out: true,
    });
    expect((await records(emma))[0]).toMatchObject({ check_out_time: null, auto_closed: false });
    await verified(emma);
    expect(refusal(await clock('clock_out', emma))).toEqual([409, apiError('attendance.auto_clocked_out')]);
    expect((await records(emma))[0]).toMatchObject({
      check_out_time: new Date('2026-03-18T19:00:00Z'),
      auto_closed: true,
      out_address: null,
    });
    const audit = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', AUDIT_ACTIONS.attendanceAutoClockOut)
      .execute();
    expect(audit.map((e) => t.app.audit.readDetails(e))).toContainEqual({
      records: [
        {
          record_id: (await records(emma))[0]!.record_id,
          employee_id: emma.id,
          attendance_date: '2026-03-18',
          check_out_time: '2026-03-18T19:00:00.000Z',
        },
      ],
    });
  });

  it('sweeps everyone at the same moments as autoClockOutAt, once each even when instances sweep together', async () => {
    // Records left open by the tests above would be swept too.
    await t.db
      .updateTable('attendance_records')
      .set((eb) => ({ check_out_time: eb.ref('check_in_time') }))
      .where('check_out_time', 'is', null)
      .execute();
    const settings = { ...(await loadAttendanceSettings(t.db)), timeZone: 'America/New_York' };
    await setSetting(t, 'TIME_ZONE', settings.timeZone);
    try {
      const people = await Promise.all([1, 2, 3].map(() => employeeWithLocations(t)));
      const opened = [
        ['2026-03-20', '2026-03-20T13:00:00Z'], // 09:00 EDT: closes at 19:00 EDT
        ['2026-03-20', '2026-03-21T00:30:00Z'], // 20:30 EDT, after the deadline: closes 2 hours later
        ['2026-03-21', '2026-03-21T13:00:00Z'], // not due yet
      ] as const;
      await t.db
        .insertInto('attendance_records')
        .values(
          people.map((p, i) => ({ employee_id: p.id, attendance_date: opened[i]![0], check_in_time: opened[i]![1] })),
        )
        .execute();
      const now = new Date('2026-03-21T03:00:00Z');
      const counts = await t.racing(() =>
        Promise.all([closeOverdueAttendance(t.app, settings, now), closeOverdueAttendance(t.app, settings, now)]),
      );
      expect(counts.reduce((a, b) => a + b, 0)).toBe(2);
      const closed = await Promise.all(people.map(async (p) => (await records(p))[0]!));
      for (const [i, record] of closed.slice(0, 2).entries()) {
        const expected = autoClockOutAt({ attendanceDate: opened[i]![0], checkIn: new Date(opened[i]![1]) }, settings);
        expect(record).toMatchObject({ check_out_time: expected, auto_closed: true });
      }
      expect(closed.map((r) => r.check_out_time?.toISOString())).toEqual([
        '2026-03-20T23:00:00.000Z',
        '2026-03-21T02:30:00.000Z',
        undefined,
      ]);
    } finally {
      await setSetting(t, 'TIME_ZONE', 'Europe/London');
    }
  });

  // PGlite is one connection: a transaction holding the lock would keep the sweep's own queries waiting.
  (process.env.DATABASE_URL ? it : it.skip)('leaves the sweep to the instance that holds its lock', async () => {
    const emma = await employeeWithLocations(t);
    await t.db
      .insertInto('attendance_records')
      .values({ employee_id: emma.id, attendance_date: '2026-03-19', check_in_time: '2026-03-19T09:00:00Z' })
      .execute();
    const settings = await loadAttendanceSettings(t.db);
    const now = new Date('2026-03-21T03:00:00Z');
    await t.db.transaction().execute(async (tx) => {
      expect(await tryAdvisoryXactLock(tx, AUTO_CLOCK_OUT_LOCK_KEY)).toBe(true);
      expect(await closeOverdueAttendance(t.app, settings, now)).toBe(0);
    });
    expect(await closeOverdueAttendance(t.app, settings, now)).toBe(1);
    expect((await records(emma))[0]).toMatchObject({ auto_closed: true });
  });
});

describe('the sweep of a served api', () => {
  it('closes overdue records as soon as the api listens', async () => {
    const emma = await employeeWithLocations(t);
    await t.db
      .insertInto('attendance_records')
      .values({ employee_id: emma.id, attendance_date: '2026-03-16', check_in_time: '2026-03-16T09:00:00Z' })
      .execute();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    for (let i = 0; i < 100 && !(await records(emma))[0]!.auto_closed; i += 1)
      await new Promise((resolve) => setTimeout(resolve, 20));
    expect((await records(emma))[0]).toMatchObject({
      auto_closed: true,
      check_out_time: new Date('2026-03-16T19:00:00Z'),
    });
  });
});

describe('GET /api/geocode/reverse offline', () => {
  it('answers the nearest office within the geofence, else the nearest town, and learns new offices within a minute', async () => {
    // Later than every clock call above: the office list they read has expired.
    at('2026-03-25T09:00:00Z');
    const emma = await employeeWithLocations(t, [OFFICE]);
    const reverse = (position: Position) =>
      t.inject({
        method: 'GET',
        url: '/api/geocode/reverse',
        headers: emma.headers,
        query: { lat: String(position.latitude), lon: String(position.longitude) },
      });
    expect((await reverse(northOfOffice(50))).json()).toEqual({
      display_name: OFFICE.name,
      name: OFFICE.name,
      lat: String(OFFICE.latitude),
      lon: String(OFFICE.longitude),
      category: 'office',
    });
    const annex = {
      name: 'Annex',
      address: '2 Moorgate, London',
      latitude: northOfOffice(200).latitude,
      longitude: OFFICE.longitude,
    };
    await t.db
      .updateTable('employees')
      .set({ allowed_locations: JSON.stringify([OFFICE, annex]) })
      .where('employee_id', '=', emma.id)
      .execute();
    expect((await reverse(northOfOffice(170))).json().name).toBe(OFFICE.name);
    at('2026-03-25T09:01:01Z');
    expect((await reverse(northOfOffice(170))).json()).toMatchObject({
      name: 'Annex',
      display_name: 'Annex, 2 Moorgate, London',
    });
    expect((await reverse(northOfOffice(5000))).json().display_name).toMatch(/^Near .+, England, United Kingdom$/);
    expect((await reverse({ latitude: 91, longitude: 0 })).statusCode).toBe(400);
  });
});

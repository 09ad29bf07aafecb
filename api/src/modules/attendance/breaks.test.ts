import { apiError } from '../../test/api-error';
import { employeeWithLocations, grantVerification, OFFICE } from '../../test/attendance';
import { freezeDate } from '../../test/reports-api';
import { createTestApp, type TestContext } from '../../test/test-app';
import { loadAttendanceSettings } from '../settings';
import { closeOverdueAttendance } from './auto-clock-out';
import { ATTENDANCE_MESSAGES as M } from './messages';

// Wednesday 14 January 2026, London (GMT: local time is UTC); WORK_END_TIME 17:00, automatic clock-out 2 h later.
let t: TestContext;
beforeAll(async () => {
  freezeDate(new Date('2026-01-14T08:00:00Z'));
  t = await createTestApp({ env: { ACCESS_TOKEN_TTL_SECONDS: '86400' } });
}, 180_000);
afterAll(async () => {
  await t.close();
  jest.useRealTimers();
});

type Employee = Awaited<ReturnType<typeof employeeWithLocations>>;
const CAFE = { latitude: 51.52, longitude: -0.09 };

const at = (clock: string) => jest.setSystemTime(new Date(`2026-01-14T${clock}:00Z`));
const post = (user: Employee, action: string, payload: object = CAFE) =>
  t.inject({ method: 'POST', url: `/api/${action}`, headers: user.headers, payload });
async function clock(action: 'clock_in' | 'clock_out', user: Employee) {
  await grantVerification(t.db, user.id);
  const res = await post(user, action, OFFICE);
  expect(res.statusCode).toBe(200);
}
const status = async (user: Employee) =>
  (await t.inject({ method: 'GET', url: '/api/current_status', headers: user.headers })).json();
const breaks = (user: Employee) =>
  t.db
    .selectFrom('attendance_breaks')
    .select(['started_at', 'ended_at', 'start_latitude', 'end_latitude', 'start_address'])
    .where('employee_id', '=', user.id)
    .orderBy('started_at')
    .execute();

describe('POST /api/break_start and /api/break_end', () => {
  it('refuses a break while clocked out, and writes nothing', async () => {
    at('08:00');
    const amy = await employeeWithLocations(t);
    const res = await post(amy, 'break_start');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual(apiError('attendance.break_not_clocked_in'));
    expect((await post(amy, 'break_end')).json()).toEqual(apiError('attendance.not_on_break'));
    expect(await breaks(amy)).toEqual([]);
  });

  it('opens one break at a time, ends it, and counts it off the worked time', async () => {
    at('09:00');
    const ben = await employeeWithLocations(t);
    await clock('clock_in', ben);
    at('12:00');
    const started = await post(ben, 'break_start');
    expect(started.statusCode).toBe(200);
    expect(started.json()).toEqual({ message: M.breakStarted });

    at('12:10');
    const second = await post(ben, 'break_start');
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual(apiError('attendance.already_on_break'));
    expect(await status(ben)).toMatchObject({
      state: 'clocked_in',
      on_break: true,
      break_started_at: '2026-01-14T12:00:00.000Z',
      break_minutes: 10,
      worked_minutes: 180,
    });

    at('12:45');
    expect((await post(ben, 'break_end')).json()).toEqual({ message: M.breakEnded });
    expect((await post(ben, 'break_end')).json()).toEqual(apiError('attendance.not_on_break'));
    at('13:00');
    expect(await status(ben)).toMatchObject({
      on_break: false,
      break_started_at: null,
      break_minutes: 45,
      worked_minutes: 195,
    });
    expect(await breaks(ben)).toEqual([
      {
        started_at: new Date('2026-01-14T12:00:00Z'),
        ended_at: new Date('2026-01-14T12:45:00Z'),
        start_latitude: CAFE.latitude,
        end_latitude: CAFE.latitude,
        start_address: expect.any(String),
      },
    ]);
  });

  it('ends an open break at the clock-out, and refuses a break after it', async () => {
    at('09:00');
    const cat = await employeeWithLocations(t);
    await clock('clock_in', cat);
    at('12:00');
    await post(cat, 'break_start');
    at('12:30');
    await clock('clock_out', cat);

    expect(await breaks(cat)).toEqual([
      expect.objectContaining({ ended_at: new Date('2026-01-14T12:30:00Z'), end_latitude: OFFICE.latitude }),
    ]);
    expect(await status(cat)).toMatchObject({
      state: 'day_complete',
      on_break: false,
      break_minutes: 30,
      worked_minutes: 180,
    });
    expect((await post(cat, 'break_start')).json()).toEqual(apiError('attendance.break_not_clocked_in'));
  });

  it('ends an open break when the automatic clock-out closes the day', async () => {
    at('09:00');
    const dan = await employeeWithLocations(t);
    await clock('clock_in', dan);
    at('16:00');
    await post(dan, 'break_start');
    at('19:30');
    expect(await status(dan)).toMatchObject({ state: 'day_complete', on_break: false, break_minutes: 180 });
    await closeOverdueAttendance(t.app, await loadAttendanceSettings(t.db), new Date());
    expect(await breaks(dan)).toEqual([expect.objectContaining({ ended_at: new Date('2026-01-14T19:00:00Z') })]);
  });

  it('refuses a position that is not one, before anything is read or written', async () => {
    at('09:00');
    const eve = await employeeWithLocations(t);
    await clock('clock_in', eve);
    const res = await post(eve, 'break_start', { latitude: null, longitude: 0 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(apiError('attendance.invalid_latitude'));
    expect(await breaks(eve)).toEqual([]);
  });

  it('keeps one open break when two starts race', async () => {
    at('09:00');
    const fay = await employeeWithLocations(t);
    await clock('clock_in', fay);
    at('11:00');
    const answers = await t.racing(() => Promise.all([post(fay, 'break_start'), post(fay, 'break_start')]));
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    expect(await breaks(fay)).toHaveLength(1);
  });

  it('audits each break action', async () => {
    at('09:00');
    const gus = await employeeWithLocations(t);
    await clock('clock_in', gus);
    await post(gus, 'break_start');
    await post(gus, 'break_end');
    const actions = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('actor_id', '=', gus.id)
      .where('action', 'like', 'attendance.break%')
      .orderBy('id')
      .execute();
    expect(actions.map((a) => a.action)).toEqual(['attendance.break_start', 'attendance.break_end']);
  });
});

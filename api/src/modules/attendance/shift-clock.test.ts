import { employeeWithLocations, grantVerification, OFFICE } from '../../test/attendance';
import { apiError } from '../../test/api-error';
import { freezeDate } from '../../test/reports-api';
import { giveShift } from '../../test/shift-fixtures';
import { createTestApp, type TestContext } from '../../test/test-app';

// Wednesday 18 March 2026, London (GMT: local time is UTC). WORK_START_TIME 09:00, GRACE_MINUTES 10,
// EARLY_CLOCK_IN_MINUTES 120, AUTO_CLOCK_OUT_AFTER_MINUTES 120 (the defaults).
let t: TestContext;

beforeAll(async () => {
  freezeDate(new Date('2026-03-18T08:00:00Z'));
  t = await createTestApp({ env: { ACCESS_TOKEN_TTL_SECONDS: '86400' } });
}, 180_000);
afterAll(async () => {
  await t.close();
  jest.useRealTimers();
});

type Employee = Awaited<ReturnType<typeof employeeWithLocations>>;

const at = (instant: string) => jest.setSystemTime(new Date(instant));
async function clock(action: 'clock_in' | 'clock_out', user: Employee) {
  await grantVerification(t.db, user.id);
  return t.inject({ method: 'POST', url: `/api/${action}`, headers: user.headers, payload: OFFICE });
}
const status = async (user: Employee) =>
  (await t.inject({ method: 'GET', url: '/api/current_status', headers: user.headers })).json();
const records = (user: Employee) =>
  t.db
    .selectFrom('attendance_records')
    .select(['attendance_date', 'check_in_time', 'check_out_time', 'discrepancy', 'auto_closed'])
    .where('employee_id', '=', user.id)
    .execute();

describe('a night shift 22:00-06:00', () => {
  it('is one record of the day it starts: 21:55 in is on time, 06:02 out the next morning closes it', async () => {
    const nina = await employeeWithLocations(t);
    await giveShift(t.db, { employeeId: nina.id, date: '2026-03-18', start: '22:00', end: '06:00' });

    at('2026-03-18T21:55:00Z');
    expect((await clock('clock_in', nina)).statusCode).toBe(200);
    at('2026-03-19T03:00:00Z');
    expect(await status(nina)).toMatchObject({
      state: 'clocked_in',
      attendance_date: '2026-03-18',
      shift: { start_time: '22:00', end_time: '06:00' },
    });
    at('2026-03-19T06:02:00Z');
    expect((await clock('clock_out', nina)).statusCode).toBe(200);

    expect(await records(nina)).toEqual([
      {
        attendance_date: '2026-03-18',
        check_in_time: new Date('2026-03-18T21:55:00Z'),
        check_out_time: new Date('2026-03-19T06:02:00Z'),
        discrepancy: 'on time',
        auto_closed: false,
      },
    ]);
    expect(await status(nina)).toMatchObject({ state: 'day_complete', attendance_date: '2026-03-18' });
  });

  it('lasts 7 hours on the night London moves its clocks forward, and 06:02 on the new clock still closes it', async () => {
    // 01:00 GMT on Sunday 29 March 2026 becomes 02:00 BST: 22:00 GMT to 06:00 BST is 05:00 UTC.
    at('2026-03-28T12:00:00Z');
    const dora = await employeeWithLocations(t);
    await giveShift(t.db, { employeeId: dora.id, date: '2026-03-28', start: '22:00', end: '06:00' });
    at('2026-03-28T21:55:00Z');
    expect((await clock('clock_in', dora)).statusCode).toBe(200);
    at('2026-03-29T04:30:00Z');
    expect(await status(dora)).toMatchObject({
      state: 'clocked_in',
      attendance_date: '2026-03-28',
      shift: { start_time: '22:00', end_time: '06:00' },
    });
    at('2026-03-29T05:02:00Z');
    expect((await clock('clock_out', dora)).statusCode).toBe(200);
    expect(await records(dora)).toEqual([
      {
        attendance_date: '2026-03-28',
        check_in_time: new Date('2026-03-28T21:55:00Z'),
        check_out_time: new Date('2026-03-29T05:02:00Z'),
        discrepancy: 'on time',
        auto_closed: false,
      },
    ]);
  });

  it('is closed automatically AUTO_CLOCK_OUT_AFTER_MINUTES after the shift ends, not after WORK_END_TIME', async () => {
    const otto = await employeeWithLocations(t);
    await giveShift(t.db, { employeeId: otto.id, date: '2026-03-18', start: '22:00', end: '06:00' });
    at('2026-03-18T22:00:00Z');
    await clock('clock_in', otto);
    at('2026-03-19T07:59:00Z');
    expect(await status(otto)).toMatchObject({ state: 'clocked_in' });
    at('2026-03-19T08:00:00Z');
    expect(await status(otto)).toMatchObject({
      state: 'day_complete',
      auto_clocked_out: true,
      clock_out_time: '2026-03-19T08:00:00.000Z',
    });
  });
});

describe('lateness against the shift', () => {
  it("is late after the shift's start + its own grace, else GRACE_MINUTES", async () => {
    const [strict, usual, late] = [
      await employeeWithLocations(t),
      await employeeWithLocations(t),
      await employeeWithLocations(t),
    ];
    for (const person of [strict, usual, late]) {
      await giveShift(t.db, {
        employeeId: person.id,
        date: '2026-03-19',
        start: '14:00',
        end: '22:00',
        graceMinutes: person === strict ? 5 : null,
      });
    }
    at('2026-03-19T14:06:00Z');
    await clock('clock_in', strict);
    at('2026-03-19T14:10:59Z');
    await clock('clock_in', usual);
    at('2026-03-19T14:11:00Z');
    await clock('clock_in', late);
    expect((await records(strict))[0]!.discrepancy).toBe('late by 6 min');
    expect((await records(usual))[0]!.discrepancy).toBe('on time');
    expect((await records(late))[0]!.discrepancy).toBe('late by 11 min');
  });

  it('leaves people without a published shift on the company day (a draft is not theirs yet)', async () => {
    const dora = await employeeWithLocations(t);
    await giveShift(t.db, { employeeId: dora.id, date: '2026-03-20', start: '14:00', end: '22:00', status: 'draft' });
    at('2026-03-20T08:55:00Z');
    expect((await clock('clock_in', dora)).statusCode).toBe(200);
    expect(await records(dora)).toMatchObject([{ attendance_date: '2026-03-20', discrepancy: 'early by 5 min' }]);
    expect(await status(dora)).toMatchObject({ shift: null });
  });
});

describe('a clock-in long before the shift', () => {
  it('is refused more than EARLY_CLOCK_IN_MINUTES before the start, nothing written, and accepted from then', async () => {
    const ezra = await employeeWithLocations(t);
    await giveShift(t.db, { employeeId: ezra.id, date: '2026-03-20', start: '14:00', end: '22:00' });
    at('2026-03-20T10:00:00Z');
    const refused = await clock('clock_in', ezra);
    expect([refused.statusCode, refused.json()]).toEqual([
      409,
      apiError('attendance.too_early_for_shift', { start: '14:00', from: '12:00' }),
    ]);
    expect(await records(ezra)).toEqual([]);
    expect(await status(ezra)).toMatchObject({ state: 'not_clocked_in', shift: { start_time: '14:00' } });

    at('2026-03-20T12:00:00Z');
    expect((await clock('clock_in', ezra)).statusCode).toBe(200);
    expect(await records(ezra)).toMatchObject([{ attendance_date: '2026-03-20', discrepancy: 'on time' }]);
  });
});

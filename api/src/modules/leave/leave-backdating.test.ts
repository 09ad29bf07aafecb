import { createTeams, leaveApi } from '../../test/leave-fixtures';
import { setSetting } from '../../test/attendance';
import { freezeDate } from '../../test/reports-api';
import { createTestApp, TestContext } from '../../test/test-app';
import { LEAVE_MESSAGES as M } from './messages';
import { apiError } from '../../test/api-error';

// 23:30 on Tuesday 17 March 2026 in London is already Wednesday the 18th in Tokyo.
const NOW = new Date('2026-03-17T23:30:00Z');
let t: TestContext;
let teams: Awaited<ReturnType<typeof createTeams>>;
let api: ReturnType<typeof leaveApi>;

beforeAll(async () => {
  freezeDate(NOW);
  t = await createTestApp();
  teams = await createTeams(t);
  api = leaveApi(t);
});
afterAll(async () => {
  await t.close();
  jest.useRealTimers();
});

const ask = async (leave_type: string, start_date: string, end_date = start_date) => {
  const res = await api.request(teams.employee, { leave_type, start_date, end_date, reason: 'r' });
  return [res.statusCode, res.json()];
};

describe('the start date of a leave request', () => {
  it('may be today (company date) or later for every type', async () => {
    expect(await ask('vacation', '2026-03-17')).toEqual([200, { message: M.submitted }]);
    expect(await ask('personal', '2026-03-20')).toEqual([200, { message: M.submitted }]);
  });

  it("may lie in the past only for the types whose policy allows back-dating (sick, from migration 015's setting)", async () => {
    expect(await ask('vacation', '2026-03-16', '2026-03-18')).toEqual([400, apiError('leave.start_in_past')]);
    expect(await ask('Sick', '2026-03-16')).toEqual([200, { message: M.submitted }]);
    const allow = (name: string, allowed: boolean) =>
      t.db.updateTable('leave_types').set({ backdating_allowed: allowed }).where('name', '=', name).execute();
    await Promise.all([allow('vacation', true), allow('sick', false)]);
    try {
      expect(await ask('vacation', '2026-03-13')).toEqual([200, { message: M.submitted }]);
      expect(await ask('sick', '2026-03-12')).toEqual([400, apiError('leave.start_in_past')]);
    } finally {
      await Promise.all([allow('vacation', false), allow('sick', true)]);
    }
  });

  it("counts days in the company's time zone", async () => {
    await setSetting(t, 'TIME_ZONE', 'Asia/Tokyo');
    try {
      expect(await ask('other', '2026-03-17')).toEqual([400, apiError('leave.start_in_past')]);
      expect(await ask('other', '2026-03-18')).toEqual([200, { message: M.submitted }]);
    } finally {
      await setSetting(t, 'TIME_ZONE', 'Europe/London');
    }
  });
});

describe('GET /api/leave_type_details', () => {
  it('lists each active type with its display name, back-dating, half days and whether it is counted', async () => {
    await t.db.insertInto('leave_types').values({ name: 'study', display_name: 'Study' }).execute();
    const res = await t.inject({ method: 'GET', url: '/api/leave_type_details', headers: teams.employee.headers });
    const plain = { backdating_allowed: false, half_days_allowed: false, counted: false, unit: 'day' };
    expect(res.json()).toEqual([
      { leave_type: 'vacation', display_name: 'Vacation', ...plain },
      { leave_type: 'sick', display_name: 'Sick', ...plain, backdating_allowed: true },
      { leave_type: 'personal', display_name: 'Personal', ...plain },
      { leave_type: 'maternity', display_name: 'Maternity', ...plain },
      { leave_type: 'other', display_name: 'Other', ...plain },
      { leave_type: 'time_in_lieu', display_name: 'Time in lieu', ...plain, counted: true, unit: 'hour' },
      { leave_type: 'study', display_name: 'Study', ...plain },
    ]);
    expect((await t.inject({ method: 'GET', url: '/api/leave_type_details' })).statusCode).toBe(401);
  });
});

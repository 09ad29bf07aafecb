import { AUDIT_ACTIONS } from '../audit/actions';
import { createTeams, leaveApi } from '../../test/leave-fixtures';
import { createTestApp, TestContext } from '../../test/test-app';
import { LEAVE_POLICY_MESSAGES as M } from './messages';
import { apiError } from '../../test/api-error';

let t: TestContext;
let teams: Awaited<ReturnType<typeof createTeams>>;

beforeAll(async () => {
  t = await createTestApp();
  teams = await createTeams(t);
});
afterAll(() => t.close());

const STUDY = {
  leave_type: 'study',
  display_name: 'Study leave',
  paid: true,
  annual_days: 5,
  accrual: 'yearly',
  carry_over_cap: 0,
  carry_over_expiry_month: null,
  half_days_allowed: true,
  backdating_allowed: false,
  negative_allowed: false,
  active: true,
};
const { leave_type: _name, ...STUDY_POLICY } = STUDY;
const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, who = teams.admin) =>
  t.inject({ method, url, headers: who.headers, ...(payload ? { payload } : {}) });
const names = async () =>
  (await t.inject({ method: 'GET', url: '/api/leave_types', headers: teams.employee.headers })).json();

describe('/api/leave_policies', () => {
  it('lists every type with its policy to every signed-in role', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/leave_policies', headers: teams.employee.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()[1]).toEqual({
      leave_type_id: 2,
      leave_type: 'sick',
      display_name: 'Sick',
      paid: true,
      annual_days: null,
      accrual: 'yearly',
      carry_over_cap: 0,
      carry_over_expiry_month: null,
      half_days_allowed: false,
      backdating_allowed: true,
      negative_allowed: false,
      active: true,
      unit: 'day',
    });
  });

  it('lets an admin create a type, audited; GET /api/leave_types then answers its name', async () => {
    expect((await send('POST', '/api/leave_policies', STUDY, teams.manager)).statusCode).toBe(403);
    const res = await send('POST', '/api/leave_policies', STUDY);
    expect(res.statusCode).toBe(201);
    expect(await names()).toEqual(['vacation', 'sick', 'personal', 'maternity', 'other', 'time_in_lieu', 'study']);
    expect((await send('POST', '/api/leave_policies', { ...STUDY, display_name: 'Again' })).json()).toEqual(
      apiError('leave_policy.name_taken', { name: 'study' }),
    );
    const audit = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', AUDIT_ACTIONS.leavePolicyCreated)
      .execute();
    expect(t.app.audit.readDetails(audit.at(-1)!)).toMatchObject({ leave_type: 'study', annual_days: 5 });
  });

  it('refuses bad input with a 400 and changes nothing', async () => {
    const before = await names();
    for (const bad of [
      { ...STUDY, leave_type: 'Bad Name!' },
      { ...STUDY, leave_type: 'x1', annual_days: -1 },
      { ...STUDY, leave_type: 'x2', annual_days: 2.3 },
      { ...STUDY, leave_type: 'x3', accrual: 'weekly' },
      { ...STUDY, leave_type: 'x4', carry_over_expiry_month: 13 },
    ]) {
      expect((await send('POST', '/api/leave_policies', bad)).statusCode).toBe(400);
    }
    expect(
      (await send('POST', '/api/leave_policies', { ...STUDY, leave_type: 'x6', display_name: '  ' })).json(),
    ).toEqual(apiError('leave_policy.display_name_required'));
    const expiryNoCap = { ...STUDY, leave_type: 'x7', carry_over_expiry_month: 3 };
    expect((await send('POST', '/api/leave_policies', expiryNoCap)).json()).toEqual(
      apiError('leave_policy.expiry_without_cap'),
    );
    expect(await names()).toEqual(before);
  });

  it('changes a policy but not the name', async () => {
    const id = (
      await t.db.selectFrom('leave_types').select('leave_type_id').where('name', '=', 'study').executeTakeFirstOrThrow()
    ).leave_type_id;
    const changed = { ...STUDY_POLICY, annual_days: 8, accrual: 'monthly', display_name: 'Studies' };
    expect((await send('PUT', `/api/leave_policies/${id}`, changed)).json()).toEqual({ message: M.updated });
    const row = await t.db
      .selectFrom('leave_types')
      .selectAll()
      .where('leave_type_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ name: 'study', display_name: 'Studies', annual_days: 8, accrual: 'monthly' });
    // A name sent along is ignored: requests and history refer to it.
    await send('PUT', `/api/leave_policies/${id}`, { ...changed, leave_type: 'renamed' });
    expect(await names()).toContain('study');
    expect((await send('PUT', '/api/leave_policies/999999', changed)).statusCode).toBe(404);
  });

  it('deletes an unused type, deactivates a used one (kept for history, no longer offered)', async () => {
    const id = (name: string) =>
      t.db.selectFrom('leave_types').select('leave_type_id').where('name', '=', name).executeTakeFirstOrThrow();
    await leaveApi(t).file(teams.employee); // a vacation request
    const vacation = (await id('vacation')).leave_type_id;
    expect((await send('DELETE', `/api/leave_policies/${vacation}`)).json()).toEqual({
      message: M.deactivated,
      deleted: false,
    });
    expect(await names()).not.toContain('vacation');
    const refused = await leaveApi(t).request(teams.employee, {
      start_date: '2031-06-02',
      end_date: '2031-06-02',
      leave_type: 'vacation',
    });
    expect(refused.statusCode).toBe(400);
    const [row] = (await leaveApi(t).list(teams.employee)).json();
    expect(row.leave_type).toBe('vacation');

    const study = (await id('study')).leave_type_id;
    expect((await send('DELETE', `/api/leave_policies/${study}`)).json()).toEqual({
      message: M.deleted,
      deleted: true,
    });
    expect(
      await t.db.selectFrom('leave_types').select('name').where('leave_type_id', '=', study).executeTakeFirst(),
    ).toBeUndefined();
    expect((await send('DELETE', `/api/leave_policies/${study}`)).statusCode).toBe(404);
    expect((await send('DELETE', `/api/leave_policies/${vacation}`, undefined, teams.employee)).statusCode).toBe(403);
  });
});

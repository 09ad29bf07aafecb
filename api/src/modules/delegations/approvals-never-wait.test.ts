import type { Role } from '../../db/types';
import { localDate } from '../../lib/time-zone';
import { apiError } from '../../test/api-error';
import { leaveApi, type Member, outboxTo } from '../../test/leave-fixtures';
import { createTestApp, type TestContext } from '../../test/test-app';
import { AUDIT_ACTIONS } from '../audit/actions';
import { remindAndEscalate } from '../leave/approval-reminders';
import { DELEGATION_MESSAGES } from './messages';

let t: TestContext;
let api: ReturnType<typeof leaveApi>;
// Europe/London, the default TIME_ZONE: the company date approvers are judged present or away on.
const today = () => localDate(new Date(), 'Europe/London');
const HOUR_MS = 3_600_000;

beforeAll(async () => {
  t = await createTestApp({ env: { APP_URL: 'https://hr.acme.example' } });
  api = leaveApi(t);
});
afterAll(() => t.close());

const member = async (role: Role, reportTo?: number): Promise<Member> => {
  const user = await t.createUser(role, reportTo ? { reportTo } : {});
  const tokens = await t.login(user);
  return { id: user.id, email: user.email, headers: { authorization: `Bearer ${tokens.access_token}` } };
};

/** admin <- senior <- manager <- employee, and a manager elsewhere who may be named delegate. */
async function chain() {
  const admin = await member('admin');
  const senior = await member('manager', admin.id);
  const manager = await member('manager', senior.id);
  const employee = await member('employee', manager.id);
  const delegate = await member('manager', admin.id);
  return { admin, senior, manager, employee, delegate };
}

/** Approved leave covering today, written directly: the approver is away. */
async function awayToday(who: Member) {
  await t.db
    .insertInto('leave_requests')
    .values({ employee_id: who.id, leave_type_id: 1, start_date: today(), end_date: today(), status: 'approved' })
    .execute();
}

const delegation = (who: Member, body: object) =>
  t.inject({ method: 'POST', url: '/api/me/delegation', headers: who.headers, payload: body });
const listed = async (who: Member, id: number) =>
  (await api.list(who)).json<Array<{ request_id: number }>>().find((row) => row.request_id === id);
const lastMail = (who: Member) => outboxTo(t, who.email).at(-1)?.subject;

describe('an approver who is away is stood in for', () => {
  it("skips a manager on leave to their own manager, who decides 'for' them", async () => {
    const c = await chain();
    await awayToday(c.manager);
    const id = await api.file(c.employee);
    expect(lastMail(c.senior)).toMatch(/^Leave request from .* awaiting your approval$/);
    expect(outboxTo(t, c.manager.email)).toEqual([]);
    expect(await listed(c.senior, id)).toBeDefined();
    expect(await listed(c.delegate, id)).toBeUndefined();
    expect((await api.decide(c.delegate, id, 'approve')).json()).toEqual(apiError('leave.not_found'));

    expect((await api.decide(c.senior, id, 'approve', { comment: 'Covering.' })).statusCode).toBe(200);
    expect(await api.row(id)).toMatchObject({
      status: 'pending admin',
      manager_decided_by: c.senior.id,
      manager_decided_for: c.manager.id,
    });
    expect(await listed(c.employee, id)).toMatchObject({
      manager_decided_by_name: expect.stringMatching(/^Test Manager/),
      manager_decided_for_name: expect.stringMatching(/^Test Manager/),
    });
    const audit = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', AUDIT_ACTIONS.leaveApproved)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(t.app.audit.readDetails(audit)).toMatchObject({ request_id: id, on_behalf_of: c.manager.id });
  });

  it('sends the request to the delegate the absent manager named, not up the line', async () => {
    const c = await chain();
    const named = await delegation(c.manager, { delegate_id: c.delegate.id, start_date: today(), end_date: today() });
    expect([named.statusCode, named.json().message]).toEqual([201, DELEGATION_MESSAGES.created]);
    // Present, the manager decides themselves: a delegation only counts while they are away.
    const whilePresent = await api.file(c.employee);
    expect(await listed(c.delegate, whilePresent)).toBeUndefined();

    await awayToday(c.manager);
    const id = await api.file(c.employee);
    expect(lastMail(c.delegate)).toMatch(/awaiting your approval$/);
    expect(await listed(c.delegate, id)).toBeDefined();
    expect(await listed(c.senior, id)).toBeUndefined();
    expect((await api.decide(c.delegate, id, 'reject', { comment: 'Busy week.' })).statusCode).toBe(200);
    expect(await api.row(id)).toMatchObject({
      status: 'rejected',
      manager_decided_by: c.delegate.id,
      manager_decided_for: c.manager.id,
    });
  });

  it('skips a delegate who is away too, and a manager who has left', async () => {
    const c = await chain();
    await delegation(c.manager, { delegate_id: c.delegate.id, start_date: today(), end_date: today() });
    await awayToday(c.manager);
    await awayToday(c.delegate);
    const id = await api.file(c.employee);
    expect(await listed(c.senior, id)).toBeDefined();

    const d = await chain();
    await t.db
      .updateTable('employees')
      .set({ status: 'terminated', terminated_at: new Date() })
      .where('employee_id', '=', d.manager.id)
      .execute();
    const other = await api.file(d.employee);
    expect(await api.row(other)).toMatchObject({ status: 'pending manager' });
    expect(await listed(d.senior, other)).toBeDefined();
  });

  it('goes to the admins when nobody up the line is present', async () => {
    const c = await chain();
    await t.db.updateTable('employees').set({ report_to: null }).where('employee_id', '=', c.senior.id).execute();
    await awayToday(c.manager);
    await awayToday(c.senior);
    const id = await api.file(c.employee);
    expect(await api.row(id)).toMatchObject({ status: 'pending admin' });
    expect(lastMail(c.admin)).toMatch(/awaiting your approval$/);
  });
});

describe('/api/me/delegation', () => {
  it('lists, refuses what cannot stand and revokes', async () => {
    const c = await chain();
    const later = { start_date: '2031-03-02', end_date: '2031-03-06' };
    const id = (await delegation(c.manager, { delegate_id: c.delegate.id, ...later })).json().delegation_id;
    const refusals = await Promise.all([
      delegation(c.manager, { delegate_id: c.manager.id, ...later }),
      delegation(c.manager, { delegate_id: c.employee.id, ...later }),
      delegation(c.manager, { delegate_id: c.delegate.id, start_date: '2031-03-06', end_date: '2031-03-02' }),
      delegation(c.manager, { delegate_id: c.delegate.id, start_date: '2020-01-01', end_date: '2020-01-02' }),
      delegation(c.manager, { delegate_id: c.delegate.id, start_date: '2031-01-01', end_date: '2032-06-01' }),
      delegation(c.employee, { delegate_id: c.delegate.id, ...later }),
    ]);
    expect(refusals.map((r) => [r.statusCode, r.json().code])).toEqual([
      [400, 'delegation.not_approver'],
      [400, 'delegation.not_approver'],
      [400, 'delegation.end_before_start'],
      [400, 'delegation.in_past'],
      [400, 'delegation.too_long'],
      [403, 'auth.forbidden'],
    ]);
    const overlap = await delegation(c.manager, {
      delegate_id: c.senior.id,
      start_date: '2031-03-05',
      end_date: '2031-03-09',
    });
    expect([overlap.statusCode, overlap.json().code]).toEqual([409, 'delegation.overlap']);

    const candidates = await t.inject({
      method: 'GET',
      url: '/api/me/delegation/candidates',
      headers: c.manager.headers,
    });
    const ids = candidates.json<Array<{ employee_id: number }>>().map((p) => p.employee_id);
    expect(ids).toEqual(expect.arrayContaining([c.admin.id, c.senior.id, c.delegate.id]));
    expect(ids).not.toContain(c.manager.id);
    expect(ids).not.toContain(c.employee.id);
    const mine = await t.inject({ method: 'GET', url: '/api/me/delegation', headers: c.manager.headers });
    expect(mine.json()).toEqual([
      { delegation_id: id, delegate_id: c.delegate.id, delegate_name: expect.any(String), ...later },
    ]);
    const bySomeoneElse = await t.inject({
      method: 'DELETE',
      url: `/api/me/delegation/${id}`,
      headers: c.senior.headers,
    });
    expect(bySomeoneElse.json()).toEqual(apiError('delegation.not_found'));
    const revoked = await t.inject({ method: 'DELETE', url: `/api/me/delegation/${id}`, headers: c.manager.headers });
    expect(revoked.statusCode).toBe(200);
    expect((await t.inject({ method: 'GET', url: '/api/me/delegation', headers: c.manager.headers })).json()).toEqual(
      [],
    );
  });
});

describe('requests left waiting', () => {
  it('remind their approver once, then escalate one level up once', async () => {
    const c = await chain();
    const id = await api.file(c.employee);
    const filed = (await api.row(id)).created_at.getTime();
    const before = outboxTo(t, c.manager.email).length;

    expect(await remindAndEscalate(t.app, new Date(filed + 23 * HOUR_MS))).toEqual({ reminded: 0, escalated: 0 });
    await remindAndEscalate(t.app, new Date(filed + 25 * HOUR_MS));
    expect(
      outboxTo(t, c.manager.email)
        .slice(before)
        .map((m) => m.subject),
    ).toEqual([expect.stringMatching(/^Reminder: Leave request from .* awaiting your approval$/)]);
    await remindAndEscalate(t.app, new Date(filed + 26 * HOUR_MS));
    expect(outboxTo(t, c.manager.email).length).toBe(before + 1);
    expect(await listed(c.senior, id)).toBeUndefined();

    await remindAndEscalate(t.app, new Date(filed + 73 * HOUR_MS));
    expect(lastMail(c.senior)).toMatch(/^Escalated: Leave request from .* awaiting your approval$/);
    expect(await listed(c.senior, id)).toBeDefined();
    expect((await api.decide(c.senior, id, 'approve')).statusCode).toBe(200);
    expect(await api.row(id)).toMatchObject({ status: 'pending admin', manager_decided_for: c.manager.id });
  });
});

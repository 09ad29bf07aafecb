import crypto from 'node:crypto';
import { AUDIT_ACTIONS } from '../audit/actions';
import { apiError } from '../../test/api-error';
import { createTeams } from '../../test/leave-fixtures';
import { createTestApp, TestContext } from '../../test/test-app';
import { API_TOKEN_MESSAGES as M } from './messages';

let t: TestContext;
let teams: Awaited<ReturnType<typeof createTeams>>;
const logLines: string[] = [];

beforeAll(async () => {
  t = await createTestApp({ env: { LOG_LEVEL: 'trace' }, logStream: { write: (line) => logLines.push(line) } });
  teams = await createTeams(t);
  // Today's record of someone only an admin sees.
  const today = new Date().toISOString().slice(0, 10);
  await t.db
    .insertInto('attendance_records')
    .values({
      employee_id: teams.otherEmployee.id,
      attendance_date: today,
      check_in_time: new Date(),
      in_latitude: 51.5155,
      in_longitude: -0.0885,
      discrepancy: 'on time',
      clock_in_type: 'in office',
    })
    .execute();
});
afterAll(() => t.close());

type Creator = { headers: { authorization: string } };

async function createToken(scopes: string[], creator: Creator = teams.admin, days = 30) {
  const res = await t.inject({
    method: 'POST',
    url: '/api/api_tokens',
    headers: creator.headers,
    payload: { name: 'Payroll export', scopes, expires_in_days: days },
  });
  if (res.statusCode !== 201) throw new Error(`token not created: ${res.statusCode} ${res.body}`);
  return res.json<{ token_id: number; token: string; prefix: string; message: string }>();
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const attendanceLogs = (token: string) =>
  t.inject({ method: 'GET', url: '/api/attendance_logs', headers: bearer(token) });
const tokenRow = (id: number) =>
  t.db.selectFrom('api_tokens').selectAll().where('token_id', '=', id).executeTakeFirstOrThrow();

describe('API tokens', () => {
  it('are shown once, kept only as a hash and found by their prefix', async () => {
    const created = await createToken(['read:attendance']);
    expect(created.message).toBe(M.created);
    expect(created.token).toMatch(/^atl_[0-9a-f]{8}_[\w-]{43}$/);
    expect(created.prefix).toBe(created.token.slice(4, 12));
    const secret = created.token.slice(13);
    const row = await tokenRow(created.token_id);
    expect(row.secret_hash).toBe(crypto.createHash('sha256').update(secret).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(secret);

    const list = await t.inject({ method: 'GET', url: '/api/api_tokens', headers: teams.admin.headers });
    expect(list.body).not.toContain(secret);
    expect(list.json()).toContainEqual({
      token_id: created.token_id,
      name: 'Payroll export',
      prefix: created.prefix,
      scopes: ['read:attendance'],
      created_by: teams.admin.id,
      created_at: expect.any(String),
      expires_at: expect.any(String),
      last_used_at: null,
      revoked_at: null,
    });
    const audit = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', AUDIT_ACTIONS.apiTokenCreated)
      .execute();
    expect(t.app.audit.readDetails(audit.at(-1)!)).toMatchObject({
      token_id: created.token_id,
      prefix: created.prefix,
    });
    expect(JSON.stringify(t.app.audit.readDetails(audit.at(-1)!))).not.toContain(secret);
  });

  it('refuses a wrong secret behind a known prefix, and tokens from non-admins', async () => {
    const { token } = await createToken(['read:attendance']);
    const forged = `${token.slice(0, 13)}${'A'.repeat(43)}`;
    expect((await attendanceLogs(forged)).json()).toEqual(apiError('api_tokens.invalid'));
    const asManager = await t.inject({
      method: 'POST',
      url: '/api/api_tokens',
      headers: teams.manager.headers,
      payload: { name: 'x', scopes: ['read:leave'], expires_in_days: 1 },
    });
    expect(asManager.statusCode).toBe(403);
    const tooLong = await t.inject({
      method: 'POST',
      url: '/api/api_tokens',
      headers: teams.admin.headers,
      payload: { name: 'x', scopes: ['read:leave'], expires_in_days: 367 },
    });
    expect(tooLong.statusCode).toBe(400);
  });

  it('do only what their scopes allow, and nothing on routes that take no token', async () => {
    const { token } = await createToken(['read:attendance']);
    const file = await t.inject({
      method: 'POST',
      url: '/api/leave_request',
      headers: bearer(token),
      payload: { start_date: '2031-05-01', end_date: '2031-05-01', leave_type: 'vacation' },
    });
    expect(file.statusCode).toBe(403);
    expect(file.json().code).toBe('api_tokens.scope_missing');
    const logs = await attendanceLogs(token);
    expect(logs.statusCode).toBe(200);
    expect(logs.json().map((r: { employee_id: number }) => r.employee_id)).toContain(teams.otherEmployee.id);
    // Token management is for people only.
    const mint = await t.inject({ method: 'GET', url: '/api/api_tokens', headers: bearer(token) });
    expect(mint.json()).toEqual(apiError('api_tokens.not_allowed'));
  });

  it('stop at their expiry', async () => {
    const { token, token_id } = await createToken(['read:attendance'], teams.admin, 1);
    expect((await attendanceLogs(token)).statusCode).toBe(200);
    await t.db
      .updateTable('api_tokens')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('token_id', '=', token_id)
      .execute();
    const expired = await attendanceLogs(token);
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toEqual(apiError('api_tokens.expired'));
  });

  it('stop once revoked, and the revocation is audited', async () => {
    const { token, token_id } = await createToken(['read:attendance']);
    expect((await attendanceLogs(token)).statusCode).toBe(200);
    const revoke = () =>
      t.inject({ method: 'DELETE', url: `/api/api_tokens/${token_id}`, headers: teams.admin.headers });
    expect((await revoke()).json()).toEqual({ message: M.revoked });
    expect((await attendanceLogs(token)).json()).toEqual(apiError('api_tokens.revoked'));
    expect((await revoke()).json()).toEqual(apiError('api_tokens.not_found'));
    const audit = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', AUDIT_ACTIONS.apiTokenRevoked)
      .execute();
    expect(t.app.audit.readDetails(audit.at(-1)!)).toEqual({ token_id });
    expect((await tokenRow(token_id)).revoked_at).not.toBeNull();
  });

  it('record their last use at most once a minute', async () => {
    const { token, token_id } = await createToken(['read:attendance']);
    expect((await tokenRow(token_id)).last_used_at).toBeNull();
    await attendanceLogs(token);
    const first = (await tokenRow(token_id)).last_used_at!;
    expect(first).toBeInstanceOf(Date);
    await attendanceLogs(token);
    expect((await tokenRow(token_id)).last_used_at).toEqual(first);
    const earlier = new Date(first.getTime() - 61_000);
    await t.db.updateTable('api_tokens').set({ last_used_at: earlier }).where('token_id', '=', token_id).execute();
    await attendanceLogs(token);
    expect((await tokenRow(token_id)).last_used_at!.getTime()).toBeGreaterThan(earlier.getTime());
  });

  it('never reach the logs', async () => {
    const { token } = await createToken(['read:attendance']);
    await attendanceLogs(token);
    await attendanceLogs(`${token.slice(0, 13)}${'B'.repeat(43)}`);
    await t.inject({ method: 'GET', url: `/api/attendance_logs?api_token=${token}`, headers: bearer(token) });
    expect(logLines.length).toBeGreaterThan(0);
    const logged = logLines.join('\n');
    expect(logged).toContain('/api/attendance_logs');
    expect(logged).not.toContain(token.slice(13));
    expect(logged).not.toContain('B'.repeat(43));
  });

  // Last: they change the creator's role and status.
  it('act as their creator is now: weaker once demoted, refused once terminated', async () => {
    const creator = await t.signedIn('admin');
    const { token } = await createToken(['read:attendance'], creator);
    const ids = async () => (await attendanceLogs(token)).json().map((r: { employee_id: number }) => r.employee_id);
    expect(await ids()).toContain(teams.otherEmployee.id);
    await t.db.updateTable('employees').set({ role: 'manager' }).where('employee_id', '=', creator.id).execute();
    expect(await ids()).not.toContain(teams.otherEmployee.id);
    await t.db
      .updateTable('employees')
      .set({ status: 'terminated', terminated_at: new Date() })
      .where('employee_id', '=', creator.id)
      .execute();
    const refused = await attendanceLogs(token);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual(apiError('auth.account_inactive'));
  });
});

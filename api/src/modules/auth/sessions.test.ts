import { multipartBody } from '../../test/multipart';
import { createTestApp, TestContext } from '../../test/test-app';
import { AUDIT_ACTIONS } from '../audit/actions';
import { AUTH_MESSAGES } from './messages';
import { apiError } from '../../test/api-error';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const refresh = (token: string) => t.inject({ method: 'POST', url: '/api/refresh', headers: bearer(token) });
const logout = (token: string) => t.inject({ method: 'POST', url: '/api/logout', headers: bearer(token) });
const me = (token: string) => t.inject({ method: 'GET', url: '/api/current_status', headers: bearer(token) });
const NEW_PASSWORD = 'Harbor-Lantern-Quince-83';

describe('sessions that end', () => {
  it('signs out: the refresh token and its rotated successors die, other sessions live', async () => {
    const user = await t.createUser('employee');
    const session = await t.login(user);
    const otherDevice = await t.login(user);
    const rotated = (await refresh(session.refresh_token)).json();

    const res = await logout(rotated.refresh_token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: AUTH_MESSAGES.signedOut });
    expect((await refresh(rotated.refresh_token)).statusCode).toBe(401);
    expect((await refresh(otherDevice.refresh_token)).statusCode).toBe(200);
    expect((await logout('not-a-token')).statusCode).toBe(401);
  });

  it("refuses, as /api/refresh does, a revoked, expired or terminated person's token, and audits no sign-out for it", async () => {
    const signOuts = (id: number) =>
      t.db
        .selectFrom('audit_log')
        .select('id')
        .where('actor_id', '=', id)
        .where('action', '=', AUDIT_ACTIONS.signOut)
        .execute()
        .then((rows) => rows.length);
    const refusedBoth = async (token: string) => {
      for (const res of [await logout(token), await refresh(token)]) {
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual(apiError('auth.invalid_refresh_token'));
      }
    };

    const revoked = await t.createUser('employee');
    const revokedSession = await t.login(revoked);
    expect((await logout(revokedSession.refresh_token)).statusCode).toBe(200);
    await refusedBoth(revokedSession.refresh_token);
    expect(await signOuts(revoked.id)).toBe(1);

    const expired = await t.createUser('employee');
    const expiredSession = await t.login(expired);
    await t.db
      .updateTable('refresh_tokens')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('employee_id', '=', expired.id)
      .execute();
    await refusedBoth(expiredSession.refresh_token);
    expect(await signOuts(expired.id)).toBe(0);

    const terminated = await t.createUser('employee');
    const terminatedSession = await t.login(terminated);
    await t.db
      .updateTable('employees')
      .set({ status: 'terminated', terminated_at: new Date() })
      .where('employee_id', '=', terminated.id)
      .execute();
    await refusedBoth(terminatedSession.refresh_token);
    expect(await signOuts(terminated.id)).toBe(0);
  });

  it('a password change voids earlier access tokens and every refresh token', async () => {
    const user = await t.createUser('employee');
    const phone = await t.login(user);
    const laptop = await t.login(user);
    expect((await me(phone.access_token)).statusCode).toBe(200);

    const changed = await t.inject({
      method: 'POST',
      url: '/api/change_password',
      headers: bearer(laptop.access_token),
      payload: { old_password: user.password, new_password: NEW_PASSWORD },
    });
    expect(changed.statusCode).toBe(200);
    const stale = await me(phone.access_token);
    expect(stale.statusCode).toBe(401);
    expect(stale.json()).toEqual(apiError('auth.invalid_token'));
    expect((await me(laptop.access_token)).statusCode).toBe(401);
    expect((await refresh(phone.refresh_token)).statusCode).toBe(401);
    expect((await me(changed.json().access_token)).statusCode).toBe(200);
  });

  it('a role change and a termination void the access tokens at once', async () => {
    const admin = await t.signedIn('admin');
    const user = await t.createUser('employee');
    const session = await t.login(user);
    const form = multipartBody([
      { name: 'first_name', value: 'Test' },
      { name: 'last_name', value: 'Promoted' },
      { name: 'email', value: user.email },
      { name: 'role', value: 'manager' },
    ]);
    const updated = await t.inject({
      method: 'PUT',
      url: `/api/employees/${user.id}`,
      headers: { ...admin.headers, ...form.headers },
      payload: form.payload,
    });
    expect(updated.statusCode).toBe(200);
    expect((await me(session.access_token)).statusCode).toBe(401);
    expect((await refresh(session.refresh_token)).statusCode).toBe(401);

    const again = await t.login(user);
    const terminated = await t.inject({ method: 'DELETE', url: `/api/employees/${user.id}`, headers: admin.headers });
    expect(terminated.statusCode).toBe(200);
    expect((await me(again.access_token)).statusCode).toBe(401);
  });
});

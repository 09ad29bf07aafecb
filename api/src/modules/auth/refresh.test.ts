import { createTestApp, TestContext } from '../../test/test-app';
import { apiError } from '../../test/api-error';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const refresh = (token?: string) =>
  t.inject({ method: 'POST', url: '/api/refresh', headers: token ? { authorization: `Bearer ${token}` } : {} });

const refused = apiError('auth.invalid_refresh_token');

describe('POST /api/refresh', () => {
  it('rotates the refresh token on every use', async () => {
    const user = await t.createUser('employee');
    const first = await t.login(user);
    const res = await refresh(first.refresh_token);
    expect(res.statusCode).toBe(200);
    const second = res.json();
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect(t.app.jwt.decode<{ sub: string }>(second.access_token)!.sub).toBe(String(user.id));
    expect((await refresh(second.refresh_token)).statusCode).toBe(200);
  });

  it('revokes the whole family when a used token comes back, and only that family', async () => {
    const user = await t.createUser('employee');
    const stolen = await t.login(user);
    const otherDevice = await t.login(user);
    const next = (await refresh(stolen.refresh_token)).json();
    const latest = (await refresh(next.refresh_token)).json();

    const replay = await refresh(stolen.refresh_token);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual(refused);
    expect((await refresh(latest.refresh_token)).statusCode).toBe(401);
    expect((await refresh(otherDevice.refresh_token)).statusCode).toBe(200);
  });

  it('refuses missing, unknown, access and expired tokens', async () => {
    const user = await t.createUser('employee');
    const tokens = await t.login(user);
    for (const token of [undefined, 'garbage', tokens.access_token]) {
      const res = await refresh(token);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(refused);
    }
    await t.db
      .updateTable('refresh_tokens')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('employee_id', '=', user.id)
      .execute();
    expect((await refresh(tokens.refresh_token)).statusCode).toBe(401);
  });

  it('refuses a terminated employee, whose bearer calls also stop at once', async () => {
    const user = await t.createUser('employee');
    const tokens = await t.login(user);
    await t.db
      .updateTable('employees')
      .set({ status: 'terminated', terminated_at: new Date() })
      .where('employee_id', '=', user.id)
      .execute();
    expect((await refresh(tokens.refresh_token)).statusCode).toBe(401);
    const call = await t.inject({
      method: 'POST',
      url: '/api/change_password',
      headers: { authorization: `Bearer ${tokens.access_token}` },
      payload: { old_password: user.password, new_password: 'another-password' },
    });
    expect(call.statusCode).toBe(401);
    expect(call.json()).toEqual(apiError('auth.account_inactive'));
  });
});

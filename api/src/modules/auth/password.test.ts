import fs from 'node:fs';
import path from 'node:path';
import { outboxDir } from '../../plugins/mail';
import { createTestApp, TestContext } from '../../test/test-app';
import { AUTH_MESSAGES } from './messages';
import { apiError } from '../../test/api-error';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ env: { APP_URL: 'https://hr.acme.example' } });
});
afterAll(() => t.close());

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const changePassword = (token: string, payload: object) =>
  t.inject({ method: 'POST', url: '/api/change_password', headers: bearer(token), payload });
const passwordHashOf = async (id: number) =>
  (await t.db.selectFrom('employees').select('password_hash').where('employee_id', '=', id).executeTakeFirstOrThrow())
    .password_hash;

describe('POST /api/change_password', () => {
  it('checks the old password and the minimum length without changing anything', async () => {
    const user = await t.createUser('employee');
    const { access_token } = await t.login(user);
    const before = await passwordHashOf(user.id);
    const wrongOld = await changePassword(access_token, {
      old_password: 'nope',
      new_password: 'Quiet-Harbor-Lantern-42',
    });
    expect(wrongOld.statusCode).toBe(400);
    expect(wrongOld.json()).toEqual(apiError('auth.wrong_old_password'));
    const short = await changePassword(access_token, { old_password: user.password, new_password: 'short' });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toEqual(apiError('auth.password_too_short'));
    const missing = await changePassword(access_token, { old_password: user.password });
    expect(missing.json()).toEqual({ error: 'New password is required.', code: 'validation.invalid_input' });
    expect(await passwordHashOf(user.id)).toBe(before);
  });

  it('gates a must-change user to change_password, then clears the flag and signs out other sessions', async () => {
    const user = await t.createUser('admin', { mustChangePassword: true });
    const other = await t.login(user);
    const { access_token } = await t.login(user);
    expect(t.app.jwt.decode<{ must_change_password: boolean }>(access_token)!.must_change_password).toBe(true);

    const gated = await t.inject({ method: 'GET', url: '/api/settings', headers: bearer(access_token) });
    expect(gated.statusCode).toBe(403);
    expect(gated.json()).toEqual(apiError('auth.password_change_required'));

    const res = await changePassword(access_token, {
      old_password: user.password,
      new_password: 'Velvet-Orchard-Compass-7',
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.message).toBe(AUTH_MESSAGES.passwordChanged);
    expect(t.app.jwt.decode<{ must_change_password: boolean }>(body.access_token)!.must_change_password).toBe(false);
    expect(
      (await t.inject({ method: 'GET', url: '/api/settings', headers: bearer(body.access_token) })).statusCode,
    ).toBe(200);

    const refresh = (token: string) => t.inject({ method: 'POST', url: '/api/refresh', headers: bearer(token) });
    expect((await refresh(other.refresh_token)).statusCode).toBe(401);
    expect((await refresh(body.refresh_token)).statusCode).toBe(200);
    expect(
      (
        await t.inject({
          method: 'POST',
          url: '/api/login',
          payload: { email: user.email, password: 'Velvet-Orchard-Compass-7' },
        })
      ).statusCode,
    ).toBe(200);
  });
});

describe('a must-change token', () => {
  it('reaches only change_password, logout, refresh and public routes', async () => {
    const user = await t.createUser('employee', { mustChangePassword: true });
    const { access_token, refresh_token } = await t.login(user);
    for (const url of ['/api/current_status', '/api/departments', '/api/dashboard_stats']) {
      const res = await t.inject({ method: 'GET', url, headers: bearer(access_token) });
      expect([url, res.statusCode, res.json()]).toEqual([url, 403, apiError('auth.password_change_required')]);
    }
    expect((await t.inject({ method: 'GET', url: '/api/branding' })).statusCode).toBe(200);
    const refreshed = await t.inject({ method: 'POST', url: '/api/refresh', headers: bearer(refresh_token) });
    expect(refreshed.statusCode).toBe(200);
    const logout = await t.inject({
      method: 'POST',
      url: '/api/logout',
      headers: bearer(refreshed.json().refresh_token),
    });
    expect(logout.statusCode).toBe(200);
  });
});

describe('password history', () => {
  const PASSWORDS = [
    'Velvet-Orchard-Compass-71',
    'Quiet-Harbor-Lantern-42',
    'Marble-Thistle-Canyon-18',
    'Copper-Meadow-Falcon-29',
    'Silver-Ridge-Walnut-36',
    'Amber-Glacier-Puffin-45',
  ];

  it('refuses the temporary password and the last five, allowing an older one again', async () => {
    const user = await t.createUser('employee', { mustChangePassword: true });
    let token = (await t.login(user)).access_token;
    const same = await changePassword(token, { old_password: user.password, new_password: user.password });
    expect([same.statusCode, same.json()]).toEqual([400, apiError('auth.password_used_before')]);
    expect(
      t.app.jwt.decode<{ must_change_password: boolean }>((await t.login(user)).access_token)!.must_change_password,
    ).toBe(true);

    let current = user.password;
    for (const next of PASSWORDS) {
      const res = await changePassword(token, { old_password: current, new_password: next });
      expect(res.statusCode).toBe(200);
      token = res.json().access_token;
      current = next;
    }
    // Current: the sixth; remembered: the first five. The temporary password has dropped out.
    for (const used of PASSWORDS.slice(0, 2)) {
      const res = await changePassword(token, { old_password: current, new_password: used });
      expect([res.statusCode, res.json()]).toEqual([400, apiError('auth.password_used_before')]);
    }
    expect(
      await t.db.selectFrom('password_history').select('id').where('employee_id', '=', user.id).execute(),
    ).toHaveLength(5);
    expect((await changePassword(token, { old_password: current, new_password: user.password })).statusCode).toBe(200);
  });
});

function outbox(): Array<{ to: string; subject: string; text: string; html: string }> {
  const dir = outboxDir(t.dataDir);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .sort()
    .map((name) => JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8')));
}

let addressCounter = 0;
const nextAddress = () => `10.9.0.${(addressCounter += 1)}`;

async function requestReset(email: string): Promise<string | undefined> {
  const before = outbox().length;
  const res = await t.inject({
    method: 'POST',
    url: '/api/forgot_password',
    payload: { email },
    remoteAddress: nextAddress(),
  });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ message: AUTH_MESSAGES.resetLinkSent });
  await t.app.background.idle();
  const mail = outbox()[before];
  return mail && new URL(/https:\/\/\S+/.exec(mail.text)![0]).searchParams.get('token')!;
}

const reset = (token: string, new_password: string) =>
  t.inject({ method: 'POST', url: '/api/reset_password', payload: { token, new_password } });

describe('forgot and reset password', () => {
  it('mails a link to the outbox for a known email and answers the same for an unknown one', async () => {
    const user = await t.createUser('employee');
    const token = await requestReset(user.email.toUpperCase());
    expect(token).toBeDefined();
    const mail = outbox().at(-1)!;
    expect(mail).toMatchObject({ to: user.email, subject: AUTH_MESSAGES.resetMailSubject });
    expect(mail.text).toContain(`https://hr.acme.example/reset_password?token=${token}`);
    expect(mail.html).toContain('/reset_password?token=');
    expect(await requestReset('nobody@test.example')).toBeUndefined();
  });

  it('sets the new password once; the link cannot be used again', async () => {
    const user = await t.createUser('employee', { mustChangePassword: true });
    const token = (await requestReset(user.email))!;
    expect((await reset(token, 'short')).json()).toEqual(apiError('auth.password_too_short'));
    const ok = await reset(token, 'Marble-Thistle-Canyon-18');
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ message: AUTH_MESSAGES.passwordReset });
    const again = await reset(token, 'Copper-Meadow-Falcon-29');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(apiError('auth.invalid_reset_token'));
    const tokens = await t.login({ email: user.email, password: 'Marble-Thistle-Canyon-18' });
    expect(t.app.jwt.decode<{ must_change_password: boolean }>(tokens.access_token)!.must_change_password).toBe(false);
  });

  it('refuses an expired link, an unknown token and an older link once a newer one was used', async () => {
    const user = await t.createUser('employee');
    const older = (await requestReset(user.email))!;
    const newer = (await requestReset(user.email))!;
    expect((await reset(newer, 'Silver-Ridge-Walnut-36')).statusCode).toBe(200);
    expect((await reset(older, 'Amber-Glacier-Puffin-45')).statusCode).toBe(400);
    expect((await reset('not-a-token', 'Amber-Glacier-Puffin-45')).statusCode).toBe(400);

    const expiring = (await requestReset(user.email))!;
    await t.db
      .updateTable('password_reset_tokens')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('employee_id', '=', user.id)
      .execute();
    const expired = await reset(expiring, 'Cobalt-Prairie-Heron-54');
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toEqual(apiError('auth.invalid_reset_token'));
  });

  it('refuses the current password and earlier ones, keeping the link usable', async () => {
    const user = await t.createUser('employee');
    const { access_token } = await t.login(user);
    expect(
      (await changePassword(access_token, { old_password: user.password, new_password: 'Cobalt-Prairie-Heron-54' }))
        .statusCode,
    ).toBe(200);
    const token = (await requestReset(user.email))!;
    for (const used of ['Cobalt-Prairie-Heron-54', user.password]) {
      const res = await reset(token, used);
      expect([res.statusCode, res.json()]).toEqual([400, apiError('auth.password_used_before')]);
    }
    expect((await reset(token, 'Juniper-Tidal-Beacon-63')).statusCode).toBe(200);
  });

  it('validates the request bodies', async () => {
    const res = await t.inject({ method: 'POST', url: '/api/forgot_password', payload: {} });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'Email is required.', code: 'validation.invalid_input' });
    expect((await t.inject({ method: 'POST', url: '/api/reset_password', payload: { token: 'x' } })).json()).toEqual({
      error: 'New password is required.',
      code: 'validation.invalid_input',
    });
  });
});

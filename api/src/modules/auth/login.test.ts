import { sql } from 'kysely';
import { createTestApp, TestContext } from '../../test/test-app';
import { AUDIT_ACTIONS } from '../audit/actions';
import { apiError } from '../../test/api-error';
import { setSetting } from '../../test/attendance';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = (payload: unknown, remoteAddress = '10.0.0.1') =>
  t.inject({ method: 'POST', url: '/api/login', payload: payload as object, remoteAddress });

describe('POST /api/login', () => {
  it('answers a token pair whose access token carries the contract claims', async () => {
    const user = await t.createUser('manager', { email: 'Mixed.Case@Test.example' });
    const res = await login({ email: 'mixed.case@test.example', password: user.password });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['access_token', 'refresh_token']);
    const claims = t.app.jwt.decode<Record<string, unknown>>(body.access_token)!;
    expect(claims).toMatchObject({
      sub: String(user.id),
      email: 'Mixed.Case@Test.example',
      full_name: 'Test Manager 1',
      role: 'manager',
      must_change_password: false,
    });
    expect(Number(claims.exp) - Number(claims.iat)).toBe(900);
  });

  it.each([
    [{}, 'Email is required.'],
    [{ email: 'someone@test.example' }, 'Password is required.'],
    [{ email: 'not-an-email', password: 'x' }, 'Email must be a valid email address.'],
    [{ email: 'someone@test.example', password: '' }, 'Password is required.'],
  ])('refuses %j with 400 and a clear message', async (payload, message) => {
    const res = await login(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: message, code: 'validation.invalid_input' });
  });

  it('refuses a wrong password and an unknown email with the same 401', async () => {
    const user = await t.createUser('employee');
    for (const payload of [
      { email: user.email, password: 'wrong-password' },
      { email: 'nobody@test.example', password: 'x' },
    ]) {
      const res = await login(payload, '10.0.0.2');
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(apiError('auth.invalid_credentials'));
    }
  });

  it('refuses a terminated account even with the right password', async () => {
    const user = await t.createUser('employee');
    await t.db
      .updateTable('employees')
      .set({ status: 'terminated', terminated_at: new Date() })
      .where('employee_id', '=', user.id)
      .execute();
    const res = await login({ email: user.email, password: user.password }, '10.0.0.3');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(apiError('auth.account_inactive'));
  });

  it('stores only argon2id hashes and records sign-ins and failures in the audit log', async () => {
    const user = await t.createUser('admin');
    await login({ email: user.email, password: 'nope' }, '10.0.0.4');
    await login({ email: user.email, password: user.password }, '10.0.0.4');
    const { password_hash } = await t.db
      .selectFrom('employees')
      .select('password_hash')
      .where('employee_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(password_hash).toMatch(/^\$argon2id\$/);
    const actions = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('actor_id', '=', user.id)
      .orderBy('id')
      .execute();
    expect(actions.map((a) => a.action)).toEqual([AUDIT_ACTIONS.signInFailed, AUDIT_ACTIONS.signIn]);
  });

  it('keeps one refresh token row per sign-in, stored hashed', async () => {
    const user = await t.createUser('employee');
    const { refresh_token } = await t.login(user);
    const rows = await t.db
      .selectFrom('refresh_tokens')
      .select('token_hash')
      .where('employee_id', '=', user.id)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.token_hash).not.toContain(refresh_token);
    expect(rows[0]!.token_hash).toMatch(/^[0-9a-f]{64}$/);
    await sql`select 1`.execute(t.db);
  });
});

describe('single sign-on when no identity provider is set up', () => {
  it('tells the sign-in page it is off, and its calls answer 404', async () => {
    expect((await t.inject({ method: 'GET', url: '/api/oidc/provider' })).json()).toEqual({
      enabled: false,
      name: null,
    });
    for (const [url, payload] of [
      ['/api/oidc/start', undefined],
      ['/api/oidc/callback', { state: 'x', code: 'y' }],
    ] as const) {
      const res = await t.inject({ method: 'POST', url, payload });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(apiError('oidc.not_configured'));
    }
  });

  it('takes a password whatever PASSWORD_SIGN_IN_FOR_SSO_USERS says: nobody could sign in otherwise', async () => {
    const user = await t.createUser('employee');
    await t.db.updateTable('employees').set({ sso_linked_at: new Date() }).where('employee_id', '=', user.id).execute();
    await setSetting(t, 'PASSWORD_SIGN_IN_FOR_SSO_USERS', 'false');
    expect((await login({ email: user.email, password: user.password }, '10.0.0.5')).statusCode).toBe(200);
  });
});

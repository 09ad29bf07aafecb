import { setSetting } from '../../test/attendance';
import { apiError } from '../../test/api-error';
import { oidcEnv, oidcFlow, REDIRECT_URI, startProvider, type OidcFlow } from '../../test/oidc-fixtures';
import { createTestApp, type TestContext } from '../../test/test-app';
import { signInAtProvider, type TestProvider } from '../../test/oidc-provider';
import type { TestUser } from '../../test/test-app';
import { AUDIT_ACTIONS } from '../audit/actions';

const ACCOUNTS = {
  known: { email: 'Known.Person@test.example', email_verified: true },
  unverified: { email: 'unverified@test.example', email_verified: false },
  stranger: { email: 'stranger@test.example', email_verified: true },
  leaver: { email: 'leaver@test.example', email_verified: true },
  newcomer: { email: 'newcomer@test.example', email_verified: true },
};

let provider: TestProvider;
let t: TestContext;
let o: OidcFlow;
let known: TestUser;
beforeAll(async () => {
  provider = await startProvider(ACCOUNTS);
  t = await createTestApp({ env: oidcEnv(provider, { LOGIN_MAX_ATTEMPTS_PER_IP: '12' }) });
  o = oidcFlow(t);
  known = await t.createUser('manager', { email: 'known.person@test.example' });
}, 60_000);
afterAll(async () => {
  await t.close();
  await provider.stop();
});

const auditActions = async (employeeId: number) =>
  (await t.db.selectFrom('audit_log').select('action').where('actor_id', '=', employeeId).orderBy('id').execute()).map(
    (row) => row.action,
  );

describe('single sign-on (OpenID Connect, against a real provider)', () => {
  it('tells the sign-in page it is on, with the provider’s name', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/oidc/provider' });
    expect(res.json()).toEqual({ enabled: true, name: 'Acme ID' });
  });

  it('sends the browser to the provider with PKCE, state and nonce, kept in a sealed HttpOnly cookie', async () => {
    const res = await t.inject({ method: 'POST', url: '/api/oidc/start' });
    expect(res.statusCode).toBe(200);
    const url = new URL(res.json<{ authorization_url: string }>().authorization_url);
    expect(url.href.startsWith(provider.issuer)).toBe(true);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: 'attendance',
      redirect_uri: REDIRECT_URI,
      response_type: 'code',
      scope: 'openid email profile',
      code_challenge_method: 'S256',
    });
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/^oidc_flow=[\w-]+; Path=\/api\/oidc; Max-Age=600; HttpOnly; SameSite=Lax$/);
    for (const secret of ['state', 'nonce', 'code_challenge'])
      expect(cookie).not.toContain(url.searchParams.get(secret));
  });

  it('signs in the active employee with the verified email, as a password sign-in does', async () => {
    const res = await o.signIn('known');
    expect(res.statusCode).toBe(200);
    const tokens = res.json<{ access_token: string; refresh_token: string }>();
    expect(t.app.jwt.decode<Record<string, unknown>>(tokens.access_token)).toMatchObject({
      sub: String(known.id),
      role: 'manager',
      email: 'known.person@test.example',
    });
    expect(String(res.headers['set-cookie'])).toMatch(/^oidc_flow=; Path=\/api\/oidc; Max-Age=0/);
    const headers = { authorization: `Bearer ${tokens.access_token}` };
    expect((await t.inject({ method: 'GET', url: '/api/current_status', headers })).statusCode).toBe(200);
    const refreshed = await t.inject({
      method: 'POST',
      url: '/api/refresh',
      headers: { authorization: `Bearer ${tokens.refresh_token}` },
    });
    expect(refreshed.statusCode).toBe(200);
    expect(await auditActions(known.id)).toContain(AUDIT_ACTIONS.signIn);
    const row = await t.db
      .selectFrom('employees')
      .select('sso_linked_at')
      .where('employee_id', '=', known.id)
      .executeTakeFirstOrThrow();
    expect(row.sso_linked_at).toBeInstanceOf(Date);
  });

  it('does not send a newcomer to choose a password, and retires the temporary one they were mailed', async () => {
    const newcomer = await t.createUser('employee', { email: 'newcomer@test.example', mustChangePassword: true });
    const res = await o.signIn('newcomer');
    const { access_token } = res.json<{ access_token: string }>();
    expect(t.app.jwt.decode<Record<string, unknown>>(access_token)).toMatchObject({ must_change_password: false });
    const headers = { authorization: `Bearer ${access_token}` };
    expect((await t.inject({ method: 'GET', url: '/api/current_status', headers })).statusCode).toBe(200);
    const login = await t.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: newcomer.email, password: newcomer.password },
    });
    expect(login.json()).toEqual(apiError('auth.invalid_credentials'));
  });

  it('refuses an email the provider has not verified', async () => {
    await t.createUser('employee', { email: 'unverified@test.example' });
    const res = await o.signIn('unverified');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(apiError('oidc.email_not_verified', { provider: 'Acme ID' }));
  });

  it('refuses a person no employee account has, and creates nobody (OIDC_AUTO_CREATE off)', async () => {
    const res = await o.signIn('stranger');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(apiError('oidc.unknown_person', { email: 'stranger@test.example' }));
    const found = await t.db
      .selectFrom('employees')
      .select('employee_id')
      .where('email', '=', 'stranger@test.example')
      .execute();
    expect(found).toEqual([]);
  });

  it('refuses a terminated employee', async () => {
    const leaver = await t.createUser('employee', { email: 'leaver@test.example' });
    await t.db
      .updateTable('employees')
      .set({ status: 'terminated', terminated_at: new Date() })
      .where('employee_id', '=', leaver.id)
      .execute();
    const res = await o.signIn('leaver');
    expect(res.json()).toEqual(apiError('auth.account_inactive'));
    expect(await auditActions(leaver.id)).toEqual([AUDIT_ACTIONS.signInFailed]);
  });

  it('refuses a forged state, another browser’s flow, no cookie, and a code used before', async () => {
    const mine = await o.start();
    const theirs = await o.start();
    const answer = await signInAtProvider(mine.url, 'known', REDIRECT_URI);
    const invalid = apiError('oidc.invalid_state');
    for (const [params, cookie] of [
      [{ ...answer, state: 'forged-state' }, mine.cookie],
      [answer, theirs.cookie],
      [answer, ''],
      [answer, 'oidc_flow=tampered'],
    ] as const) {
      const res = await o.callback(params, cookie);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(invalid);
    }
    expect((await o.callback(answer, mine.cookie)).statusCode).toBe(200);
    const replay = await o.callback(answer, mine.cookie);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual(apiError('oidc.exchange_failed', { provider: 'Acme ID' }));
  });

  it('stops auditing refused callbacks from an address past LOGIN_MAX_ATTEMPTS_PER_IP, and refuses them', async () => {
    const { cookie } = await o.start();
    const forged = () =>
      t.inject({
        method: 'POST',
        url: '/api/oidc/callback',
        payload: { state: 'forged', code: 'c' },
        headers: { cookie },
        remoteAddress: '10.9.9.9',
      });
    const audited = async () =>
      (
        await t.db
          .selectFrom('audit_log')
          .select(({ fn }) => fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n;
    const before = Number(await audited());
    for (let attempt = 0; attempt < 12; attempt += 1) expect((await forged()).statusCode).toBe(401);
    const refused = await forged();
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual(apiError('auth.too_many_attempts'));
    expect(Number(await audited())).toBe(before + 12);
  });

  it('says so when the provider refused the person', async () => {
    const { cookie } = await o.start();
    const state = decodeURIComponent(/state=([^&]+)/.exec((await o.start()).url)![1]!);
    expect((await o.callback({ state, error: 'access_denied' }, cookie)).json()).toEqual(
      apiError('oidc.invalid_state'),
    );
    const flow = await o.start();
    const own = new URL(flow.url).searchParams.get('state')!;
    const res = await o.callback({ state: own, error: 'access_denied' }, flow.cookie);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(apiError('oidc.provider_refused', { provider: 'Acme ID', reason: 'access_denied' }));
  });

  it('takes no password from a single sign-on user once PASSWORD_SIGN_IN_FOR_SSO_USERS is false', async () => {
    const other = await t.createUser('employee');
    const login = (user: Pick<TestUser, 'email' | 'password'>) =>
      t.inject({ method: 'POST', url: '/api/login', payload: { email: user.email, password: user.password } });
    expect((await login(known)).statusCode).toBe(200);
    await setSetting(t, 'PASSWORD_SIGN_IN_FOR_SSO_USERS', 'false');
    try {
      const refused = await login(known);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual(apiError('auth.password_sign_in_off', { provider: 'Acme ID' }));
      // A wrong password still says only that it is wrong.
      expect((await login({ ...known, password: 'wrong' })).json()).toEqual(apiError('auth.invalid_credentials'));
      expect((await login(other)).statusCode).toBe(200);
      expect((await o.signIn('known')).statusCode).toBe(200);
    } finally {
      await setSetting(t, 'PASSWORD_SIGN_IN_FOR_SSO_USERS', 'true');
    }
  });
});

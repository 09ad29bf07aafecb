import { apiError } from '../../test/api-error';
import { oidcEnv, oidcFlow, startProvider, type OidcFlow } from '../../test/oidc-fixtures';
import type { TestProvider } from '../../test/oidc-provider';
import { createTestApp, type TestContext } from '../../test/test-app';
import { AUDIT_ACTIONS } from '../audit/actions';

const ACCOUNTS = {
  lead: { email: 'Lead@new.example', email_verified: true, given_name: 'Lena', family_name: 'Lead', role: 'Manager' },
  boss: { email: 'boss@new.example', email_verified: true, name: 'Bo Van Boss', role: ['staff', 'employee', 'admin'] },
  plain: { email: 'plain@new.example', email_verified: true, role: 'superuser' },
  unverified: { email: 'ghost@new.example', email_verified: false, role: 'admin' },
};

let provider: TestProvider;
let t: TestContext;
let o: OidcFlow;
beforeAll(async () => {
  provider = await startProvider(ACCOUNTS);
  t = await createTestApp({ env: oidcEnv(provider, { OIDC_AUTO_CREATE: 'true', OIDC_ROLE_CLAIM: 'role' }) });
  o = oidcFlow(t);
}, 60_000);
afterAll(async () => {
  await t.close();
  await provider.stop();
});

const employee = (email: string) =>
  t.db
    .selectFrom('employees')
    .select(['employee_id', 'first_name', 'last_name', 'role', 'status', 'must_change_password', 'sso_linked_at'])
    .where('email', '=', email)
    .execute();

describe('single sign-on with OIDC_AUTO_CREATE', () => {
  it('creates a person the provider vouches for, with the role claim’s role, and signs them in', async () => {
    const res = await o.signIn('lead');
    expect(res.statusCode).toBe(200);
    const [created] = await employee('Lead@new.example');
    expect(created).toMatchObject({
      first_name: 'Lena',
      last_name: 'Lead',
      role: 'manager',
      status: 'active',
      must_change_password: false,
    });
    expect(created!.sso_linked_at).toBeInstanceOf(Date);
    const claims = t.app.jwt.decode<Record<string, unknown>>(res.json<{ access_token: string }>().access_token)!;
    expect(claims).toMatchObject({ sub: String(created!.employee_id), role: 'manager' });
    const actions = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('actor_id', '=', created!.employee_id)
      .orderBy('id')
      .execute();
    expect(actions.map((a) => a.action)).toEqual([AUDIT_ACTIONS.employeeEnrolled, AUDIT_ACTIONS.signIn]);

    // The next sign-in finds them: nobody is created twice.
    expect((await o.signIn('lead')).statusCode).toBe(200);
    expect(await employee('Lead@new.example')).toHaveLength(1);
  });

  it('takes the highest known role of a list, and employee for a role it does not know', async () => {
    expect((await o.signIn('boss')).statusCode).toBe(200);
    expect(await employee('boss@new.example')).toEqual([
      expect.objectContaining({ first_name: 'Bo Van', last_name: 'Boss', role: 'admin' }),
    ]);
    expect((await o.signIn('plain')).statusCode).toBe(200);
    expect(await employee('plain@new.example')).toEqual([
      expect.objectContaining({ first_name: 'plain', last_name: '-', role: 'employee' }),
    ]);
  });

  it('still refuses, and creates nobody for, an email the provider has not verified', async () => {
    const res = await o.signIn('unverified');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(apiError('oidc.email_not_verified', { provider: 'Acme ID' }));
    expect(await employee('ghost@new.example')).toEqual([]);
  });
});

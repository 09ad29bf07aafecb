import { kioskAudit, pairedKiosk } from '../../test/kiosk-fixtures';
import { createTestApp, TestContext } from '../../test/test-app';
import { AUDIT_ACTIONS } from '../audit/actions';
import { KIOSK_MESSAGES as M, PAIRING_CODE_TTL_SECONDS } from './messages';
import { apiError } from '../../test/api-error';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const register = (headers: Record<string, string>) =>
  t.inject({
    method: 'POST',
    url: '/api/kiosks',
    headers,
    payload: { name: 'Front desk', location_name: 'Acme London HQ', latitude: 51.5, longitude: -0.08 },
  });
const pair = (code: string, remoteAddress = '10.0.0.1') =>
  t.inject({ method: 'POST', url: '/api/kiosk/pair', payload: { code }, remoteAddress });
const me = (authorization: string) => t.inject({ method: 'GET', url: '/api/kiosk/me', headers: { authorization } });
const concrete = (url: string) => url.replace(/:\w+/g, '999999').replace('*', 'x');

describe('registering and pairing a kiosk', () => {
  it('gives an admin a one-time pairing code that a browser trades once for a credential', async () => {
    const admin = await t.signedIn('admin');
    const res = await register(admin.headers);
    expect(res.statusCode).toBe(201);
    const { kiosk, pairing_code, message } = res.json();
    expect(message).toBe(M.created);
    expect(pairing_code).toMatch(/^\d{10}$/);
    const stored = await t.db
      .selectFrom('kiosks')
      .selectAll()
      .where('kiosk_id', '=', kiosk.kiosk_id)
      .executeTakeFirstOrThrow();
    expect(stored.pairing_code_hash).not.toContain(pairing_code);

    const paired = await pair(pairing_code);
    expect(paired.statusCode).toBe(200);
    const { credential } = paired.json();
    expect((await me(`Kiosk ${credential}`)).json()).toEqual({
      kiosk_id: kiosk.kiosk_id,
      name: 'Front desk',
      location_name: 'Acme London HQ',
    });
    expect((await pair(pairing_code)).json()).toEqual(apiError('kiosk.invalid_pairing_code'));

    const listed = (await t.inject({ method: 'GET', url: '/api/kiosks', headers: admin.headers })).json();
    expect(listed.find((k: { kiosk_id: number }) => k.kiosk_id === kiosk.kiosk_id).paired_at).not.toBeNull();
    expect(await kioskAudit(t)).toEqual([
      expect.objectContaining({
        action: AUDIT_ACTIONS.kioskRegistered,
        details: expect.objectContaining({ kiosk_id: kiosk.kiosk_id }),
      }),
      expect.objectContaining({ action: AUDIT_ACTIONS.kioskPaired, details: { kiosk_id: kiosk.kiosk_id } }),
    ]);
  });

  it('refuses a kiosk to anyone but an admin, an expired code, and a flood of guessed codes', async () => {
    for (const role of ['employee', 'manager'] as const) {
      expect((await register((await t.signedIn(role)).headers)).statusCode).toBe(403);
    }
    const admin = await t.signedIn('admin');
    const { pairing_code } = (await register(admin.headers)).json();
    await t.db
      .updateTable('kiosks')
      .set({ pairing_expires_at: new Date(Date.now() - 1000) })
      .where('pairing_expires_at', '<', new Date(Date.now() + PAIRING_CODE_TTL_SECONDS * 1000 + 1000))
      .where('paired_at', 'is', null)
      .execute();
    expect((await pair(pairing_code, '10.0.0.2')).json()).toEqual(apiError('kiosk.invalid_pairing_code'));
    expect((await pair('12345', '10.0.0.2')).statusCode).toBe(400);
    for (let i = 0; i < 9; i++) await pair('0000000000', '10.0.0.2');
    expect((await pair('0000000000', '10.0.0.2')).statusCode).toBe(429);
  });
});

describe('pairing at once from two browsers', () => {
  it('gives the credential to one of them only', async () => {
    const { pairing_code } = (await register((await t.signedIn('admin')).headers)).json();
    const answers = await t.racing(() =>
      Promise.all([pair(pairing_code, '10.0.1.1'), pair(pairing_code, '10.0.1.2'), pair(pairing_code, '10.0.1.3')]),
    );
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 400, 400]);
    const { credential } = answers.find((res) => res.statusCode === 200)!.json();
    expect((await me(`Kiosk ${credential}`)).statusCode).toBe(200);
  });
});

describe('a kiosk credential', () => {
  it('stops working once an admin revokes the kiosk', async () => {
    const admin = await t.signedIn('admin');
    const kiosk = await pairedKiosk(t, admin);
    expect((await me(kiosk.headers.authorization)).statusCode).toBe(200);
    const revoked = await t.inject({ method: 'DELETE', url: `/api/kiosks/${kiosk.id}`, headers: admin.headers });
    expect(revoked.json()).toEqual({ message: M.revoked });
    expect((await me(kiosk.headers.authorization)).json()).toEqual(apiError('kiosk.invalid_credential'));
    const again = await t.inject({ method: 'DELETE', url: `/api/kiosks/${kiosk.id}`, headers: admin.headers });
    expect(again.statusCode).toBe(404);
    const listed = (await t.inject({ method: 'GET', url: '/api/kiosks', headers: admin.headers })).json();
    expect(listed.map((k: { kiosk_id: number }) => k.kiosk_id)).not.toContain(kiosk.id);
  });

  it('is refused on every route but the kiosk routes, and a user token on the kiosk routes', async () => {
    const admin = await t.signedIn('admin');
    const kiosk = await pairedKiosk(t, admin);
    const kioskRoutes = t.app.apiRoutes.filter((r) => r.kiosk);
    expect(kioskRoutes.map((r) => `${r.method} ${r.url}`).sort()).toEqual([
      'GET /api/kiosk/me',
      'POST /api/kiosk/clock_in',
      'POST /api/kiosk/clock_out',
      'POST /api/kiosk/identify',
      'POST /api/kiosk/verify_pin',
    ]);
    const protectedRoutes = t.app.apiRoutes.filter((r) => r.roles);
    expect(protectedRoutes.length).toBeGreaterThan(40);
    for (const route of protectedRoutes) {
      for (const authorization of [kiosk.headers.authorization, `Bearer ${kiosk.credential}`]) {
        const res = await t.inject({
          method: route.method as 'GET',
          url: concrete(route.url),
          headers: { authorization },
        });
        expect([route.url, authorization.split(' ')[0], res.statusCode]).toEqual([
          route.url,
          authorization.split(' ')[0],
          401,
        ]);
      }
    }
    for (const route of kioskRoutes) {
      for (const headers of [admin.headers, {}]) {
        const res = await t.inject({ method: route.method as 'GET', url: route.url, headers, payload: {} });
        expect([route.url, res.statusCode, res.json()]).toEqual([route.url, 401, apiError('kiosk.missing_credential')]);
      }
    }
    expect(apiError('auth.missing_token').error).not.toBe(apiError('kiosk.missing_credential').error);
  });
});

import Fastify from 'fastify';
import type { Role } from '../db/types';
import { claimsFor, makeJwt } from '../test/jwt';
import { createTestApp, TestContext } from '../test/test-app';
import { ALL_ROLES } from '../lib/roles';
import { rbacPlugin } from './rbac';
import { apiError } from '../test/api-error';

let t: TestContext;
const tokens = {} as Record<Role, string>;
beforeAll(async () => {
  t = await createTestApp();
  for (const role of ALL_ROLES) tokens[role] = (await t.signedIn(role)).tokens.access_token;
});
afterAll(() => t.close());

// An id that names nobody: a call must never change the users the walk signs in with.
const concrete = (url: string) => url.replace(/:\w+/g, '999999').replace('*', 'x');
const call = (route: { method: string; url: string }, authorization?: string) =>
  t.inject({
    method: route.method as 'GET',
    url: concrete(route.url),
    headers: authorization ? { authorization } : {},
  });

describe('route access', () => {
  it('has the routes this package owns, each with declared access', () => {
    const names = t.app.apiRoutes.map((r) => `${r.method} ${r.url}`);
    expect(names).toEqual(
      expect.arrayContaining(['POST /api/login', 'GET /api/settings', 'POST /api/settings/logo', 'GET /api/health']),
    );
  });

  it('refuses missing, malformed, expired, forged and unsigned tokens on every protected route', async () => {
    const protectedRoutes = t.app.apiRoutes.filter((r) => r.roles);
    expect(protectedRoutes.length).toBeGreaterThan(2);
    const admin = { id: 1, email: 'x@test.example', role: 'admin' };
    const bad = [
      undefined,
      'Bearer',
      'Basic abc',
      'Bearer not.a.jwt',
      `Bearer ${makeJwt(claimsFor(admin, -60), t.config.jwtSecret)}`,
      `Bearer ${makeJwt(claimsFor(admin, 600), 'another-secret-another-secret-another')}`,
      `Bearer ${makeJwt(claimsFor(admin, 600), '', 'none')}`,
    ];
    for (const route of protectedRoutes) {
      for (const authorization of bad) {
        const res = await call(route, authorization);
        expect({ route: route.url, authorization, status: res.statusCode }).toEqual({
          route: route.url,
          authorization,
          status: 401,
        });
        expect(Object.keys(res.json())).toEqual(['error', 'code']);
        expect(['auth.missing_token', 'auth.invalid_token']).toContain(res.json().code);
      }
    }
  });

  it('answers 403 Forbidden to every role a route does not allow, and lets allowed roles through', async () => {
    for (const route of t.app.apiRoutes.filter((r) => r.roles)) {
      for (const role of ALL_ROLES) {
        const res = await call(route, `Bearer ${tokens[role]}`);
        if (route.roles!.includes(role)) {
          expect([route.url, role, res.statusCode]).not.toEqual([route.url, role, 403]);
          expect(res.statusCode).not.toBe(401);
        } else {
          expect([route.url, role, res.statusCode, res.json()]).toEqual([
            route.url,
            role,
            403,
            apiError('auth.forbidden'),
          ]);
        }
      }
    }
  });

  it('refuses to start when an /api route declares no access', async () => {
    const app = Fastify();
    const start = async () => {
      await app.register(rbacPlugin);
      await app.register(async (scope) => {
        scope.get('/api/undeclared', async () => ({}));
      });
      await app.ready();
    };
    await expect(start()).rejects.toThrow(/GET \/api\/undeclared must declare/);
    await app.close();
  });

  it('keeps the identified person to kiosk routes, and kiosk routes to that person', async () => {
    const start = async (config: object) => {
      const app = Fastify();
      await app.register(rbacPlugin);
      await app.register(async (scope) => {
        scope.post('/api/clock_for', { config }, async () => ({}));
      });
      try {
        await app.ready();
      } finally {
        await app.close();
      }
    };
    await expect(start({ roles: ['admin'], employeeData: 'identified' })).rejects.toThrow(/kiosk routes/);
    await expect(start({ access: 'public', employeeData: 'identified' })).rejects.toThrow(/kiosk routes/);
    await expect(start({ access: 'kiosk', employeeData: 'visible' })).rejects.toThrow(/kiosk routes/);
    await expect(start({ access: 'kiosk', employeeData: 'identified' })).resolves.toBeUndefined();
  });

  it("keeps 'visible' to signed-in callers and 'feed' to public routes a token names the feed of", async () => {
    const start = async (config: object) => {
      const app = Fastify();
      await app.register(rbacPlugin);
      await app.register(async (scope) => {
        scope.get('/api/feed', { config }, async () => ({}));
      });
      try {
        await app.ready();
      } finally {
        await app.close();
      }
    };
    await expect(start({ access: 'public', employeeData: 'visible' })).rejects.toThrow(/'visible' needs roles/);
    await expect(start({ roles: ['admin'], employeeData: 'feed' })).rejects.toThrow(/'feed' is for a public route/);
    await expect(start({ access: 'public', employeeData: 'feed' })).resolves.toBeUndefined();
    await expect(start({ roles: ['admin'], employeeData: 'visible' })).resolves.toBeUndefined();
  });
});

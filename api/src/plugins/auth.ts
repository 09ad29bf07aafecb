import jwt from '@fastify/jwt';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { instrumentsOf } from '../db/db-instruments';
import { findSessionEmployee } from '../modules/auth/auth-repository';
import { AccessClaims, bearerToken } from '../modules/auth/tokens';
import { authenticateKiosk } from '../modules/kiosk/kiosk-auth';
import { authError } from '../modules/auth/messages';

function verifyClaims(app: FastifyInstance, token: string): AccessClaims {
  try {
    return app.jwt.verify<AccessClaims>(token);
  } catch {
    throw authError(401, 'auth.invalid_token');
  }
}

/**
 * The employee row behind a token, from the database's read cache: any write to employees (termination, role,
 * password, sign-out everywhere) empties it on every instance (db/read-caches.ts), so such a change takes effect
 * at once, not when the token expires.
 */
async function signedInEmployee(app: FastifyInstance, employeeId: number) {
  const cache = instrumentsOf(app.db)?.caches.employees;
  const load = () => findSessionEmployee(app.db, employeeId);
  return cache ? cache.get(employeeId, load) : load();
}

/** Checks the bearer token on routes that declare `roles`, the kiosk credential on kiosk routes. */
async function authenticate(app: FastifyInstance, request: FastifyRequest): Promise<void> {
  const { roles, allowPasswordChangeRequired, access } = request.routeOptions.config;
  if (access === 'kiosk') {
    request.kiosk = await authenticateKiosk(app, request);
    return;
  }
  if (!roles) return;
  const token = bearerToken(request.headers.authorization);
  if (!token) throw authError(401, 'auth.missing_token');
  const claims = verifyClaims(app, token);
  const employee = await signedInEmployee(app, Number(claims.sub));
  if (!employee || employee.status !== 'active') throw authError(401, 'auth.account_inactive');
  if (claims.ver !== employee.token_version) throw authError(401, 'auth.invalid_token');
  if (employee.must_change_password && !allowPasswordChangeRequired) {
    throw authError(403, 'auth.password_change_required');
  }
  if (!roles.includes(employee.role)) throw authError(403, 'auth.forbidden');
  request.auth = {
    id: employee.employee_id,
    role: employee.role,
    email: employee.email,
    fullName: `${employee.first_name} ${employee.last_name}`,
  };
}

export const authPlugin = fp(async (app: FastifyInstance) => {
  await app.register(jwt, {
    secret: app.config.jwtSecret,
    sign: { algorithm: 'HS256' },
    verify: { algorithms: ['HS256'] },
  });
  app.decorateRequest('auth', null);
  app.decorateRequest('kiosk', null);
  app.addHook('onRequest', (request) => authenticate(app, request));
});

/** The signed-in user of a route that declares `roles` (the hook guarantees it is set). */
export function currentUser(request: FastifyRequest) {
  if (!request.auth) throw authError(401, 'auth.missing_token');
  return request.auth;
}

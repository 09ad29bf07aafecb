import jwt from '@fastify/jwt';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { instrumentsOf } from '../db/db-instruments';
import { AppError } from '../lib/app-error';
import { findSessionEmployee } from '../modules/auth/auth-repository';
import { AUTH_MESSAGES } from '../modules/auth/messages';
import { AccessClaims, bearerToken } from '../modules/auth/tokens';
import { authenticateKiosk } from '../modules/kiosk/kiosk-auth';

function verifyClaims(app: FastifyInstance, token: string): AccessClaims {
  try {
    return app.jwt.verify<AccessClaims>(token);
  } catch {
    throw new AppError(401, AUTH_MESSAGES.invalidToken);
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
  if (!token) throw new AppError(401, AUTH_MESSAGES.missingToken);
  const claims = verifyClaims(app, token);
  const employee = await signedInEmployee(app, Number(claims.sub));
  if (!employee || employee.status !== 'active') throw new AppError(401, AUTH_MESSAGES.accountInactive);
  if (claims.ver !== employee.token_version) throw new AppError(401, AUTH_MESSAGES.invalidToken);
  if (employee.must_change_password && !allowPasswordChangeRequired) {
    throw new AppError(403, AUTH_MESSAGES.passwordChangeRequired);
  }
  if (!roles.includes(employee.role)) throw new AppError(403, AUTH_MESSAGES.forbidden);
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
  if (!request.auth) throw new AppError(401, AUTH_MESSAGES.missingToken);
  return request.auth;
}

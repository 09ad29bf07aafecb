import jwt from '@fastify/jwt';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { authError } from './messages';
import { sessionEmployee } from './session-employee';
import { AccessClaims, bearerToken } from './tokens';

function verifyClaims(app: FastifyInstance, token: string): AccessClaims {
  try {
    return app.jwt.verify<AccessClaims>(token);
  } catch {
    throw authError(401, 'auth.invalid_token');
  }
}

/** Checks the bearer token on routes that declare `roles` (a kiosk's credential is the kiosk module's). */
async function authenticate(app: FastifyInstance, request: FastifyRequest): Promise<void> {
  const { roles, allowPasswordChangeRequired } = request.routeOptions.config;
  if (!roles) return;
  const token = bearerToken(request.headers.authorization);
  if (!token) throw authError(401, 'auth.missing_token');
  const claims = verifyClaims(app, token);
  const employee = await sessionEmployee(app.db, Number(claims.sub));
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
  app.addHook('onRequest', (request) => authenticate(app, request));
});

/** The signed-in user of a route that declares `roles` (the hook guarantees it is set). */
export function currentUser(request: FastifyRequest) {
  if (!request.auth) throw authError(401, 'auth.missing_token');
  return request.auth;
}

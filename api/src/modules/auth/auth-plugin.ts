import jwt from '@fastify/jwt';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import '../../lib/token-scopes';
import { isApiToken, authorizeApiToken } from '../api-tokens';
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

async function activeEmployee(app: FastifyInstance, employeeId: number) {
  const employee = await sessionEmployee(app.db, employeeId);
  if (!employee || employee.status !== 'active') throw authError(401, 'auth.account_inactive');
  return employee;
}

/**
 * The employee a bearer token speaks for. An access JWT: its subject, while the token version holds. An API token
 * (`atl_`): its creator as they are now (a demotion narrows it, a termination ends it), once the route's
 * `tokenScope` is among the token's scopes.
 */
async function bearerEmployee(app: FastifyInstance, request: FastifyRequest, token: string) {
  if (isApiToken(token)) {
    const grant = await authorizeApiToken(app.db, token, request.routeOptions.config.tokenScope);
    return activeEmployee(app, grant.creatorId);
  }
  const claims = verifyClaims(app, token);
  const employee = await activeEmployee(app, Number(claims.sub));
  if (claims.ver !== employee.token_version) throw authError(401, 'auth.invalid_token');
  return employee;
}

/** Checks the bearer token on routes that declare `roles` (a kiosk's credential is the kiosk module's). */
async function authenticate(app: FastifyInstance, request: FastifyRequest): Promise<void> {
  const { roles, allowPasswordChangeRequired } = request.routeOptions.config;
  if (!roles) return;
  const token = bearerToken(request.headers.authorization);
  if (!token) throw authError(401, 'auth.missing_token');
  const employee = await bearerEmployee(app, request, token);
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

import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Executor, Role } from '../../db/types';
import { randomToken, sha256Hex } from '../../lib/crypto';
import type { AuthEmployee } from './auth-repository';
import * as refreshTokens from './refresh-token-repository';

/** Claims of the access JWT, as the shell reads them (auth contract). */
export interface AccessClaims {
  sub: string;
  full_name: string;
  email: string;
  role: Role;
  must_change_password: boolean;
  /** employees.token_version when issued: a later password change or sign-out everywhere voids it. */
  ver: number;
}

export interface TokenPair {
  access_token: string;
  refresh_token: string;
}

export function signAccessToken(app: FastifyInstance, employee: AuthEmployee): string {
  const claims: AccessClaims = {
    sub: String(employee.employee_id),
    full_name: `${employee.first_name} ${employee.last_name}`,
    email: employee.email,
    role: employee.role,
    must_change_password: employee.must_change_password,
    ver: employee.token_version,
  };
  return app.jwt.sign(claims, { expiresIn: `${app.config.accessTokenTtlSeconds}s` });
}

/** Issues an access token and a new refresh token; `familyId` continues a rotation chain. */
export async function issueTokens(
  app: FastifyInstance,
  db: Executor,
  employee: AuthEmployee,
  familyId: string = crypto.randomUUID(),
): Promise<TokenPair> {
  const refresh = randomToken(32);
  await refreshTokens.insert(db, {
    employeeId: employee.employee_id,
    tokenHash: sha256Hex(refresh),
    familyId,
    expiresAt: new Date(Date.now() + app.config.refreshTokenTtlSeconds * 1000),
  });
  return { access_token: signAccessToken(app, employee), refresh_token: refresh };
}

export function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1];
}

import type { FastifyInstance } from 'fastify';
import { settingValues } from '../settings';
import { findByEmail, type AuthEmployee } from './auth-repository';
import type { LoginLimiter } from './login-limiter';
import { verifyPassword } from './passwords';
import type { TokenPair } from './tokens';
import { authError } from './messages';
import { recordSignInFailure, startSession } from './sign-in';

export interface LoginInput {
  email: string;
  password: string;
  ip: string;
  /** The nonce of a valid device cookie for this email (a browser the account signed in from before). */
  deviceNonce?: string;
}

/** PASSWORD_SIGN_IN_FOR_SSO_USERS off, single sign-on set up, and the person has used it: their password is not taken. */
async function passwordSwitchedOff(app: FastifyInstance, employee: AuthEmployee): Promise<boolean> {
  if (!app.config.oidc || employee.sso_linked_at === null) return false;
  return (await settingValues(app.db)).PASSWORD_SIGN_IN_FOR_SSO_USERS === 'false';
}

export async function login(app: FastifyInstance, limiter: LoginLimiter, input: LoginInput): Promise<TokenPair> {
  const attempt = await limiter.begin(input.ip, input.email, input.deviceNonce).catch((err: unknown) => {
    app.metrics.loginAttempts.inc({ result: 'limited' });
    throw err;
  });
  const employee = await findByEmail(app.db, input.email);
  const passwordOk = await verifyPassword(employee?.password_hash, input.password);
  const failure = { ip: input.ip, email: input.email, method: 'password' as const };
  if (!employee || !passwordOk) {
    await recordSignInFailure(app, employee?.employee_id ?? null, {
      ...failure,
      reason: 'invalid credentials',
      result: 'invalid',
    });
    throw authError(401, 'auth.invalid_credentials');
  }
  if (employee.status !== 'active') {
    await recordSignInFailure(app, employee.employee_id, {
      ...failure,
      reason: 'account inactive',
      result: 'inactive',
    });
    throw authError(401, 'auth.account_inactive');
  }
  // After the password check: a guess learns nothing about who signs in through the identity provider.
  if (await passwordSwitchedOff(app, employee)) {
    await recordSignInFailure(app, employee.employee_id, {
      ...failure,
      reason: 'password sign-in off for single sign-on',
      result: 'sso_only',
    });
    throw authError(403, 'auth.password_sign_in_off', { provider: app.config.oidc!.providerName });
  }
  await attempt.succeeded();
  return startSession(app, employee, { ip: input.ip, method: 'password' });
}

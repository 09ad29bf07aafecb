import type { FastifyInstance } from 'fastify';
import { AUDIT_ACTIONS } from '../audit';
import { findByEmail } from './auth-repository';
import type { LoginLimiter } from './login-limiter';
import { verifyPassword } from './passwords';
import { issueTokens, TokenPair } from './tokens';
import { authError } from './messages';

export interface LoginInput {
  email: string;
  password: string;
  ip: string;
  /** The nonce of a valid device cookie for this email (a browser the account signed in from before). */
  deviceNonce?: string;
}

async function recordFailure(app: FastifyInstance, employeeId: number | null, input: LoginInput, reason: string) {
  await app.db.transaction().execute((tx) =>
    app.audit.record(tx, {
      actorId: employeeId,
      action: AUDIT_ACTIONS.signInFailed,
      details: { email: input.email, ip: input.ip, reason },
    }),
  );
}

export async function login(app: FastifyInstance, limiter: LoginLimiter, input: LoginInput): Promise<TokenPair> {
  const attempt = await limiter.begin(input.ip, input.email, input.deviceNonce).catch((err: unknown) => {
    app.metrics.loginAttempts.inc({ result: 'limited' });
    throw err;
  });
  const employee = await findByEmail(app.db, input.email);
  const passwordOk = await verifyPassword(employee?.password_hash, input.password);
  if (!employee || !passwordOk) {
    app.metrics.loginAttempts.inc({ result: 'invalid' });
    await recordFailure(app, employee?.employee_id ?? null, input, 'invalid credentials');
    throw authError(401, 'auth.invalid_credentials');
  }
  if (employee.status !== 'active') {
    app.metrics.loginAttempts.inc({ result: 'inactive' });
    await recordFailure(app, employee.employee_id, input, 'account inactive');
    throw authError(401, 'auth.account_inactive');
  }
  await attempt.succeeded();
  app.metrics.loginAttempts.inc({ result: 'success' });
  return app.db.transaction().execute(async (tx) => {
    const tokens = await issueTokens(app, tx, employee);
    await app.audit.record(tx, {
      actorId: employee.employee_id,
      action: AUDIT_ACTIONS.signIn,
      details: { ip: input.ip },
    });
    return tokens;
  });
}

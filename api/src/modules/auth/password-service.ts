import type { FastifyInstance } from 'fastify';
import { AUDIT_ACTIONS } from '../audit';
import { findById, setPassword } from './auth-repository';
import { rememberReplacedPassword } from './password-history-repository';
import { assertPasswordStrength } from './password-policy';
import { assertPasswordNotReused } from './password-reuse';
import { hashPassword, verifyPassword } from './passwords';
import * as refreshTokens from './refresh-token-repository';
import { issueTokens, TokenPair } from './tokens';
import { authError, AUTH_MESSAGES } from './messages';

/** Changes the password, signs out every session (old access tokens included) and answers with a fresh token pair. */
export async function changePassword(
  app: FastifyInstance,
  employeeId: number,
  oldPassword: string,
  newPassword: string,
): Promise<TokenPair & { message: string }> {
  const employee = await findById(app.db, employeeId);
  if (!employee) throw authError(401, 'auth.account_inactive');
  // 400, not 401: a 401 would make the client refresh its session and retry.
  if (!(await verifyPassword(employee.password_hash, oldPassword))) {
    throw authError(400, 'auth.wrong_old_password');
  }
  // Reuse first: someone retyping the temporary password learns that it must change, not how long it must be.
  await assertPasswordNotReused(app.db, employee, newPassword);
  assertPasswordStrength(newPassword, employee);
  const passwordHash = await hashPassword(newPassword);
  return app.db.transaction().execute(async (tx) => {
    await rememberReplacedPassword(tx, employeeId, employee.password_hash);
    await setPassword(tx, employeeId, passwordHash);
    const tokenVersion = await refreshTokens.endAllSessions(tx, employeeId);
    await app.audit.record(tx, { actorId: employeeId, action: AUDIT_ACTIONS.passwordChanged });
    const tokens = await issueTokens(app, tx, {
      ...employee,
      must_change_password: false,
      token_version: tokenVersion,
    });
    return { message: AUTH_MESSAGES.passwordChanged, ...tokens };
  });
}

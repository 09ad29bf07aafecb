import type { FastifyInstance } from 'fastify';
import { randomToken, sha256Hex } from '../../lib/crypto';
import { AUDIT_ACTIONS } from '../audit';
import { findByEmail, findById, setPassword } from './auth-repository';
import { rememberReplacedPassword } from './password-history-repository';
import { assertPasswordStrength } from './password-policy';
import { assertPasswordNotReused } from './password-reuse';
import { hashPassword } from './passwords';
import * as refreshTokens from './refresh-token-repository';
import { resetMail } from './reset-mail';
import { recipientTexts } from '../../mails/recipient-language';
import * as resetTokens from './reset-token-repository';
import { authError, RESET_TOKEN_TTL_SECONDS } from './messages';

/** Mails a single-use link when the address belongs to an active account; silent otherwise. */
export async function requestPasswordReset(app: FastifyInstance, email: string): Promise<void> {
  const employee = await findByEmail(app.db, email);
  if (!employee || employee.status !== 'active') return;
  const token = randomToken(32);
  await app.db.transaction().execute(async (tx) => {
    const expiresAt = new Date(Date.now() + RESET_TOKEN_TTL_SECONDS * 1000);
    await resetTokens.insert(tx, employee.employee_id, sha256Hex(token), expiresAt);
    await app.audit.record(tx, { actorId: employee.employee_id, action: AUDIT_ACTIONS.passwordResetRequested });
  });
  const link = `${app.config.appUrl}/reset_password?token=${encodeURIComponent(token)}`;
  try {
    const texts = (await recipientTexts(app.db, [employee.employee_id]))(employee.employee_id);
    await app.mailer.send(resetMail(texts, employee.email, employee.first_name, link));
  } catch (err) {
    // The answer must not reveal whether the account exists, so a mail failure is only logged.
    app.log.error({ err }, 'password reset mail failed');
  }
}

export async function resetPassword(app: FastifyInstance, token: string, newPassword: string): Promise<void> {
  const tokenHash = sha256Hex(token);
  const open = await resetTokens.findOpen(app.db, tokenHash);
  const owner = open && (await findById(app.db, open.employee_id));
  if (!owner || owner.status !== 'active') throw authError(400, 'auth.invalid_reset_token');
  assertPasswordStrength(newPassword, owner);
  await assertPasswordNotReused(app.db, owner, newPassword);
  const passwordHash = await hashPassword(newPassword);
  const done = await app.db.transaction().execute(async (tx) => {
    const row = await resetTokens.findForUpdate(tx, tokenHash);
    if (!row || row.used_at || row.expires_at.getTime() <= Date.now()) return false;
    const employee = await findById(tx, row.employee_id);
    if (!employee || employee.status !== 'active') return false;
    await resetTokens.useAllFor(tx, employee.employee_id);
    await rememberReplacedPassword(tx, employee.employee_id, employee.password_hash);
    await setPassword(tx, employee.employee_id, passwordHash);
    await refreshTokens.endAllSessions(tx, employee.employee_id);
    await app.audit.record(tx, { actorId: employee.employee_id, action: AUDIT_ACTIONS.passwordReset });
    return true;
  });
  if (!done) throw authError(400, 'auth.invalid_reset_token');
}

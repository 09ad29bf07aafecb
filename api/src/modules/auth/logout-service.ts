import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error';
import { sha256Hex } from '../../lib/crypto';
import { AUDIT_ACTIONS } from '../audit';
import { AUTH_MESSAGES } from './messages';
import * as refreshTokens from './refresh-token-repository';

/** Ends the session of this refresh token: its whole rotation family is revoked. */
export async function logout(app: FastifyInstance, token: string | undefined): Promise<void> {
  if (!token) throw new AppError(401, AUTH_MESSAGES.invalidRefreshToken);
  await app.db.transaction().execute(async (tx) => {
    const row = await refreshTokens.findForUpdate(tx, sha256Hex(token));
    if (!row) throw new AppError(401, AUTH_MESSAGES.invalidRefreshToken);
    await refreshTokens.revokeFamily(tx, row.family_id);
    await app.audit.record(tx, { actorId: row.employee_id, action: AUDIT_ACTIONS.signOut });
  });
}

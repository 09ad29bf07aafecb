import type { FastifyInstance } from 'fastify';
import { sha256Hex } from '../../lib/crypto';
import { AUDIT_ACTIONS } from '../audit';
import { findById } from './auth-repository';
import * as refreshTokens from './refresh-token-repository';
import { issueTokens, TokenPair } from './tokens';
import { authError } from './messages';

/**
 * Rotates a refresh token. A token presented twice means it was stolen or replayed: the whole
 * family is revoked, so the thief and the user must both sign in again.
 */
export async function refresh(app: FastifyInstance, token: string | undefined): Promise<TokenPair> {
  if (!token) throw authError(401, 'auth.invalid_refresh_token');
  const tokens = await app.db.transaction().execute(async (tx) => {
    const row = await refreshTokens.findForUpdate(tx, sha256Hex(token));
    if (!row || row.revoked_at) return null;
    if (row.used_at) {
      await refreshTokens.revokeFamily(tx, row.family_id);
      await app.audit.record(tx, {
        actorId: row.employee_id,
        action: AUDIT_ACTIONS.tokenReuse,
        details: { family_id: row.family_id },
      });
      return null;
    }
    if (row.expires_at.getTime() <= Date.now()) return null;
    const employee = await findById(tx, row.employee_id);
    if (!employee || employee.status !== 'active') {
      await refreshTokens.revokeFamily(tx, row.family_id);
      return null;
    }
    await refreshTokens.markUsed(tx, row.id);
    return issueTokens(app, tx, employee, row.family_id);
  });
  if (!tokens) throw authError(401, 'auth.invalid_refresh_token');
  return tokens;
}

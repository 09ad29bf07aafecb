import type { FastifyInstance } from 'fastify';
import { sha256Hex } from '../../lib/crypto';
import { AUDIT_ACTIONS } from '../audit';
import { findById } from './auth-repository';
import { authError } from './messages';
import * as refreshTokens from './refresh-token-repository';

/**
 * Ends the session of this refresh token: its whole rotation family is revoked. A token /api/refresh would
 * refuse (revoked, expired, already rotated, or its person no longer active) is refused here too, with no
 * sign-out audited in that person's name; a rotated one or an inactive person's still ends its family.
 */
export async function logout(app: FastifyInstance, token: string | undefined): Promise<void> {
  if (!token) throw authError(401, 'auth.invalid_refresh_token');
  const signedOut = await app.db.transaction().execute(async (tx) => {
    const row = await refreshTokens.findForUpdate(tx, sha256Hex(token));
    if (!row || row.revoked_at || row.expires_at.getTime() <= Date.now()) return false;
    const employee = await findById(tx, row.employee_id);
    await refreshTokens.revokeFamily(tx, row.family_id);
    if (row.used_at || !employee || employee.status !== 'active') return false;
    await app.audit.record(tx, { actorId: row.employee_id, action: AUDIT_ACTIONS.signOut });
    return true;
  });
  if (!signedOut) throw authError(401, 'auth.invalid_refresh_token');
}

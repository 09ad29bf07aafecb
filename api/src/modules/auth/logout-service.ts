import type { FastifyInstance } from 'fastify';
import { sha256Hex } from '../../lib/crypto';
import { AUDIT_ACTIONS } from '../audit/actions';
import * as refreshTokens from './refresh-token-repository';
import { authError } from './messages';

/** Ends the session of this refresh token: its whole rotation family is revoked. */
export async function logout(app: FastifyInstance, token: string | undefined): Promise<void> {
  if (!token) throw authError(401, 'auth.invalid_refresh_token');
  await app.db.transaction().execute(async (tx) => {
    const row = await refreshTokens.findForUpdate(tx, sha256Hex(token));
    if (!row) throw authError(401, 'auth.invalid_refresh_token');
    await refreshTokens.revokeFamily(tx, row.family_id);
    await app.audit.record(tx, { actorId: row.employee_id, action: AUDIT_ACTIONS.signOut });
  });
}

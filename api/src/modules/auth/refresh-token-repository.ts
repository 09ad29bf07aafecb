import type { Executor, Tx } from '../../db/types';

export interface NewRefreshToken {
  employeeId: number;
  tokenHash: string;
  familyId: string;
  expiresAt: Date;
}

export async function insert(db: Executor, token: NewRefreshToken): Promise<void> {
  await db
    .insertInto('refresh_tokens')
    .values({
      employee_id: token.employeeId,
      token_hash: token.tokenHash,
      family_id: token.familyId,
      expires_at: token.expiresAt,
    })
    .execute();
}

/** Locks the row so two concurrent refreshes with one token cannot both succeed. */
export async function findForUpdate(tx: Tx, tokenHash: string) {
  return tx.selectFrom('refresh_tokens').selectAll().where('token_hash', '=', tokenHash).forUpdate().executeTakeFirst();
}

export async function markUsed(tx: Tx, id: number): Promise<void> {
  await tx.updateTable('refresh_tokens').set({ used_at: new Date() }).where('id', '=', id).execute();
}

export async function revokeFamily(db: Executor, familyId: string): Promise<void> {
  await db
    .updateTable('refresh_tokens')
    .set({ revoked_at: new Date() })
    .where('family_id', '=', familyId)
    .where('revoked_at', 'is', null)
    .execute();
}

/**
 * Signs the employee out everywhere: every refresh family is revoked and the token version moves on,
 * so access tokens issued before are refused by the auth check from the next request.
 */
export async function endAllSessions(db: Executor, employeeId: number): Promise<number> {
  await revokeAllFor(db, employeeId);
  const { token_version } = await db
    .updateTable('employees')
    .set((eb) => ({ token_version: eb('token_version', '+', 1) }))
    .where('employee_id', '=', employeeId)
    .returning('token_version')
    .executeTakeFirstOrThrow();
  return token_version;
}

async function revokeAllFor(db: Executor, employeeId: number): Promise<void> {
  await db
    .updateTable('refresh_tokens')
    .set({ revoked_at: new Date() })
    .where('employee_id', '=', employeeId)
    .where('revoked_at', 'is', null)
    .execute();
}

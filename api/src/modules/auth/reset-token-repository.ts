import type { Executor, Tx } from '../../db/types';

export async function insert(db: Executor, employeeId: number, tokenHash: string, expiresAt: Date): Promise<void> {
  await db
    .insertInto('password_reset_tokens')
    .values({ employee_id: employeeId, token_hash: tokenHash, expires_at: expiresAt })
    .execute();
}

/** The open (unused, unexpired) token with this hash: read before any hashing, so a bad link costs nothing. */
export async function findOpen(db: Executor, tokenHash: string) {
  return db
    .selectFrom('password_reset_tokens')
    .select(['id', 'employee_id'])
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', new Date())
    .executeTakeFirst();
}

export async function findForUpdate(tx: Tx, tokenHash: string) {
  return tx
    .selectFrom('password_reset_tokens')
    .selectAll()
    .where('token_hash', '=', tokenHash)
    .forUpdate()
    .executeTakeFirst();
}

/** Marks every open reset token of the employee used, so an older mailed link dies too. */
export async function useAllFor(tx: Tx, employeeId: number): Promise<void> {
  await tx
    .updateTable('password_reset_tokens')
    .set({ used_at: new Date() })
    .where('employee_id', '=', employeeId)
    .where('used_at', 'is', null)
    .execute();
}

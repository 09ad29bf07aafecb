import type { Executor } from '../../db/types';

export async function insertToken(
  db: Executor,
  token: { name: string; prefix: string; secret_hash: string; scopes: string[]; created_by: number; expires_at: Date },
): Promise<number> {
  const row = await db
    .insertInto('api_tokens')
    .values({ ...token, scopes: JSON.stringify(token.scopes) })
    .returning('token_id')
    .executeTakeFirstOrThrow();
  return row.token_id;
}

/** Every token, newest first, without its hash. */
export function listTokens(db: Executor) {
  return db
    .selectFrom('api_tokens')
    .select([
      'token_id',
      'name',
      'prefix',
      'scopes',
      'created_by',
      'created_at',
      'expires_at',
      'last_used_at',
      'revoked_at',
    ])
    .orderBy('token_id', 'desc')
    .execute();
}

/** False when there is no such active token. */
export async function revokeToken(db: Executor, tokenId: number, at: Date): Promise<boolean> {
  const rows = await db
    .updateTable('api_tokens')
    .set({ revoked_at: at })
    .where('token_id', '=', tokenId)
    .where('revoked_at', 'is', null)
    .returning('token_id')
    .execute();
  return rows.length > 0;
}

export function tokenByPrefix(db: Executor, prefix: string) {
  return db
    .selectFrom('api_tokens')
    .select(['token_id', 'secret_hash', 'scopes', 'created_by', 'expires_at', 'last_used_at', 'revoked_at'])
    .where('prefix', '=', prefix)
    .executeTakeFirst();
}

/** Records a use; the condition keeps two instances from both writing within the same minute. */
export async function touchToken(db: Executor, tokenId: number, now: Date, everyMs: number): Promise<void> {
  await db
    .updateTable('api_tokens')
    .set({ last_used_at: now })
    .where('token_id', '=', tokenId)
    .where((eb) => eb.or([eb('last_used_at', 'is', null), eb('last_used_at', '<=', new Date(now.getTime() - everyMs))]))
    .execute();
}

import type { Db } from '../../db/types';
import type { TokenScope } from '../../lib/token-scopes';
import { parseApiToken, sameHash } from './api-token-secret';
import { tokenByPrefix, touchToken } from './api-tokens-repository';
import { apiTokenError, LAST_USED_EVERY_MS } from './messages';

/** What a valid token may do: act as its creator, within its scopes. */
export interface ApiTokenGrant {
  tokenId: number;
  creatorId: number;
  scopes: readonly string[];
}

/**
 * Checks an `atl_` bearer token for a route needing `scope` (null or absent: the route refuses tokens): 401 when
 * unknown, expired or revoked; 403 when the route takes no token or the token lacks the scope. Records the use
 * at most once a minute.
 */
export async function authorizeApiToken(
  db: Db,
  bearer: string,
  scope: TokenScope | null | undefined,
  now = new Date(),
): Promise<ApiTokenGrant> {
  const parsed = parseApiToken(bearer);
  const row = parsed && (await tokenByPrefix(db, parsed.prefix));
  if (!parsed || !row || !sameHash(row.secret_hash, parsed.secretHash)) throw apiTokenError(401, 'api_tokens.invalid');
  if (row.revoked_at) throw apiTokenError(401, 'api_tokens.revoked');
  if (row.expires_at <= now) throw apiTokenError(401, 'api_tokens.expired');
  if (!scope) throw apiTokenError(403, 'api_tokens.not_allowed');
  if (!row.scopes.includes(scope)) throw apiTokenError(403, 'api_tokens.scope_missing', { scope });
  if (!row.last_used_at || now.getTime() - row.last_used_at.getTime() >= LAST_USED_EVERY_MS) {
    await touchToken(db, row.token_id, now, LAST_USED_EVERY_MS);
  }
  return { tokenId: row.token_id, creatorId: row.created_by, scopes: row.scopes };
}

import type { FastifyInstance } from 'fastify';
import type { TokenScope } from '../../lib/token-scopes';
import type { AuthUser } from '../../plugins/context';
import { AUDIT_ACTIONS } from '../audit';
import { newApiToken } from './api-token-secret';
import * as repo from './api-tokens-repository';
import { apiTokenError } from './messages';

const DAY_MS = 86_400_000;

export interface CreateTokenInput {
  name: string;
  scopes: TokenScope[];
  expires_in_days: number;
}

/** A new token acting as `admin` within `scopes`; the token itself is returned once, only its hash is kept. */
export async function createApiToken(app: FastifyInstance, admin: AuthUser, input: CreateTokenInput, now = new Date()) {
  const { token, prefix, secretHash } = newApiToken();
  const scopes = [...new Set(input.scopes)];
  const expiresAt = new Date(now.getTime() + input.expires_in_days * DAY_MS);
  const name = input.name.trim();
  const tokenId = await app.db.transaction().execute(async (tx) => {
    const id = await repo.insertToken(tx, {
      name,
      prefix,
      secret_hash: secretHash,
      scopes,
      created_by: admin.id,
      expires_at: expiresAt,
    });
    await app.audit.record(tx, {
      actorId: admin.id,
      action: AUDIT_ACTIONS.apiTokenCreated,
      details: { token_id: id, name, prefix, scopes, expires_at: expiresAt.toISOString() },
    });
    return id;
  });
  return { token_id: tokenId, token, prefix, expires_at: expiresAt };
}

export async function revokeApiToken(app: FastifyInstance, admin: AuthUser, tokenId: number, now = new Date()) {
  await app.db.transaction().execute(async (tx) => {
    if (!(await repo.revokeToken(tx, tokenId, now))) throw apiTokenError(404, 'api_tokens.not_found');
    await app.audit.record(tx, {
      actorId: admin.id,
      action: AUDIT_ACTIONS.apiTokenRevoked,
      details: { token_id: tokenId },
    });
  });
}

import type { ApiToken } from './types';

/** A token's state, by its tag's text key under the catalogue's `apiTokens`, with the tag's hue. */
export function tokenStatus(token: ApiToken, now: Date): { key: 'revoked' | 'expired' | 'active'; tone: string } {
  if (token.revoked_at) return { key: 'revoked', tone: 'red' };
  if (new Date(token.expires_at) <= now) return { key: 'expired', tone: 'orange' };
  return { key: 'active', tone: 'green' };
}

import { API_TOKEN_MESSAGES as M } from './messages';
import type { ApiToken } from './types';

/** A token's state as its tag says it, with the tag's hue. */
export function tokenStatus(token: ApiToken, now: Date): { text: string; tone: string } {
  if (token.revoked_at) return { text: M.revoked, tone: 'red' };
  if (new Date(token.expires_at) <= now) return { text: M.expired, tone: 'orange' };
  return { text: M.active, tone: 'green' };
}

import { jwtDecode } from 'jwt-decode';
import { isRole } from '../access/roles';
import type { StoredSession } from './session-slice';

// Spec sections 4 and 9.
export const REFRESH_THRESHOLD_SECONDS = 120;
export const DEFAULT_FULL_NAME = 'Unknown User';

export interface TokenClaims {
  sub?: string;
  full_name?: string;
  email?: string;
  role?: string;
  must_change_password?: boolean;
  exp?: number;
}

/** Decodes an access token; a malformed token is logged and gives null (treated as no user). */
export function readClaims(token: string): TokenClaims | null {
  try {
    return jwtDecode<TokenClaims>(token);
  } catch (error) {
    console.error('Malformed session token', error);
    return null;
  }
}

/** Builds the stored session from a token pair, with the spec's defaults for missing claims. */
export function sessionFromTokens(accessToken: string, refreshToken: string, typedEmail = ''): StoredSession | null {
  const claims = readClaims(accessToken);
  if (!claims) return null;
  return {
    token: accessToken,
    refreshToken,
    fullName: claims.full_name || DEFAULT_FULL_NAME,
    email: claims.email || typedEmail,
    role: isRole(claims.role) ? claims.role : 'employee',
    employee_id: claims.sub ?? '',
  };
}

export function mustChangePassword(token: string): boolean {
  return readClaims(token)?.must_change_password === true;
}

/** Seconds until the token expires (negative when expired); null when it has no readable expiry. */
export function secondsToExpiry(token: string, now = Date.now()): number | null {
  const exp = readClaims(token)?.exp;
  return typeof exp === 'number' ? exp - now / 1000 : null;
}

/** Spec section 4: refresh when under 120 s from expiry. A token without an expiry never needs it. */
export function needsRefresh(token: string, now = Date.now()): boolean {
  const remaining = secondsToExpiry(token, now);
  return remaining !== null && remaining < REFRESH_THRESHOLD_SECONDS;
}

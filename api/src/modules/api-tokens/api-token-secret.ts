import crypto from 'node:crypto';
import { randomToken, sha256Hex } from '../../lib/crypto';

/** `atl_<8 hex prefix>_<32 random bytes, base64url>`: the prefix finds the row, the rest is the secret. */
const TOKEN_FORMAT = /^atl_([0-9a-f]{8})_([A-Za-z0-9_-]{43})$/;

export function isApiToken(bearer: string): boolean {
  return bearer.startsWith('atl_');
}

export function newApiToken(): { token: string; prefix: string; secretHash: string } {
  const prefix = crypto.randomBytes(4).toString('hex');
  const secret = randomToken(32);
  return { token: `atl_${prefix}_${secret}`, prefix, secretHash: sha256Hex(secret) };
}

/** The prefix and the hash of the secret of a well-formed token. */
export function parseApiToken(token: string): { prefix: string; secretHash: string } | undefined {
  const match = TOKEN_FORMAT.exec(token);
  return match ? { prefix: match[1]!, secretHash: sha256Hex(match[2]!) } : undefined;
}

/** Compares two hex digests in constant time. */
export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && crypto.timingSafeEqual(left, right);
}

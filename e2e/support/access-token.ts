import crypto from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const base64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');

/**
 * The api's own access token with its expiry moved to `expiresAt`, signed again with the server's JWT secret
 * (generated into its DATA_DIR by the embedded default): the same user and claims, already expired on the server.
 */
export function reissuedAccessToken(token: string, dataDir: string, expiresAt: Date): string {
  const [header, payload] = token.split('.') as [string, string];
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { exp: number };
  const body = base64url(JSON.stringify({ ...claims, exp: Math.floor(expiresAt.getTime() / 1000) }));
  const secret = readFileSync(path.join(dataDir, 'jwt.secret'), 'utf8').trim();
  const signature = crypto.createHmac('sha256', secret).update(`${header}.${body}`).digest('base64url');
  return `${header}.${body}.${signature}`;
}

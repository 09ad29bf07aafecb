import crypto from 'node:crypto';

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** Hand-made HS256 tokens for the negative tests: expired, signed with another key, alg none. */
export function makeJwt(payload: object, secret: string, alg: 'HS256' | 'none' = 'HS256'): string {
  const head = `${b64({ alg, typ: 'JWT' })}.${b64(payload)}`;
  if (alg === 'none') return `${head}.`;
  return `${head}.${crypto.createHmac('sha256', secret).update(head).digest('base64url')}`;
}

export function claimsFor(user: { id: number; email: string; role: string }, expiresInSeconds: number) {
  const now = Math.floor(Date.now() / 1000);
  return {
    sub: String(user.id),
    full_name: 'Test User',
    email: user.email,
    role: user.role,
    must_change_password: false,
    iat: now - 3600,
    exp: now + expiresInSeconds,
  };
}

import type { Role } from '../access/roles';

export interface FakeClaims {
  sub?: string;
  full_name?: string;
  email?: string;
  role?: Role | string;
  must_change_password?: boolean;
}

let issued = 0;

const base64Url = (value: object) =>
  btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');

/** An unsigned JWT with the api's claims, expiring `expiresInSeconds` from now (the client never checks signatures). */
export function fakeToken(claims: FakeClaims = {}, expiresInSeconds = 900): string {
  const iat = Math.floor(Date.now() / 1000);
  const payload = { sub: '1', ...claims, iat, exp: iat + expiresInSeconds, jti: ++issued };
  return `${base64Url({ alg: 'HS256', typ: 'JWT' })}.${base64Url(payload)}.signature`;
}

import crypto from 'node:crypto';
import { cookieValues } from '../../lib/cookies';

/**
 * OWASP "device cookies": a browser an account signed in from gets a cookie naming the account and a nonce,
 * signed with a key every instance derives from JWT_SECRET. Presented again for the same account, it lets that
 * browser past the account-wide throttle (with a limit of its own), so strangers cannot lock the owner out.
 */
export const DEVICE_COOKIE = 'login_device';
/** Only the sign-in call needs it; the browser sends it nowhere else. */
const COOKIE_PATH = '/api/login';
const TTL_SECONDS = 180 * 24 * 60 * 60;

const base64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');

export function createDeviceCookies(serverSecret: string, now: () => number = Date.now) {
  const key = Buffer.from(crypto.hkdfSync('sha256', serverSecret, '', 'attendance sign-in device cookie', 32));
  const sign = (payload: string) => crypto.createHmac('sha256', key).update(payload).digest();

  /** The nonce of `value` when it is a cookie this server signed for `email` and has not expired. */
  function nonceOf(value: string, email: string): string | undefined {
    const [account, nonce, expires, signature, ...rest] = value.split('.');
    if (!account || !nonce || !expires || !signature || rest.length > 0) return undefined;
    const expected = sign(`${account}.${nonce}.${expires}`);
    const given = Buffer.from(signature, 'base64url');
    if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return undefined;
    if (account !== base64url(email.toLowerCase()) || !(Number(expires) * 1000 > now())) return undefined;
    return nonce;
  }

  return {
    /** The nonce of a valid device cookie for `email` in the request's Cookie header, else undefined. */
    trustedNonce(cookieHeader: string | undefined, email: string): string | undefined {
      for (const value of cookieValues(cookieHeader, DEVICE_COOKIE)) {
        const nonce = nonceOf(value, email);
        if (nonce) return nonce;
      }
      return undefined;
    },
    /** A Set-Cookie value naming `email` with a new nonce; Secure when the request came over https. */
    issue(email: string, secure: boolean): string {
      const payload = `${base64url(email.toLowerCase())}.${crypto.randomBytes(16).toString('base64url')}.${
        Math.floor(now() / 1000) + TTL_SECONDS
      }`;
      const value = `${payload}.${sign(payload).toString('base64url')}`;
      const attributes = [`Path=${COOKIE_PATH}`, `Max-Age=${TTL_SECONDS}`, 'HttpOnly', 'SameSite=Strict'];
      return [`${DEVICE_COOKIE}=${value}`, ...attributes, ...(secure ? ['Secure'] : [])].join('; ');
    },
  };
}

export type DeviceCookies = ReturnType<typeof createDeviceCookies>;

import crypto from 'node:crypto';
import { decryptJson, encryptJson } from '../../lib/crypto';
import { cookieValues } from '../../lib/cookies';
import { FLOW_TTL_SECONDS } from './messages';

/**
 * A started sign-in's state, nonce and PKCE verifier travel in the browser, sealed (AES-256-GCM under a key every
 * instance derives from JWT_SECRET): any instance can finish a sign-in another one started, and nothing is kept
 * in memory or in the database. HttpOnly, SameSite=Lax, only sent to /api/oidc.
 */
export const FLOW_COOKIE = 'oidc_flow';
const COOKIE_PATH = '/api/oidc';

export interface SignInFlow {
  state: string;
  nonce: string;
  codeVerifier: string;
}

interface Sealed extends SignInFlow {
  expires: number;
}

export function createFlowCookies(serverSecret: string, now: () => number = Date.now) {
  const key = Buffer.from(crypto.hkdfSync('sha256', serverSecret, '', 'attendance oidc sign-in flow cookie', 32));
  const attributes = (maxAge: number, secure: boolean) =>
    [`Path=${COOKIE_PATH}`, `Max-Age=${maxAge}`, 'HttpOnly', 'SameSite=Lax', ...(secure ? ['Secure'] : [])].join('; ');

  function open(value: string): SignInFlow | undefined {
    try {
      const sealed = decryptJson<Sealed>(key, Buffer.from(value, 'base64url'));
      if (!(sealed.expires > now())) return undefined;
      return { state: sealed.state, nonce: sealed.nonce, codeVerifier: sealed.codeVerifier };
    } catch {
      return undefined;
    }
  }

  return {
    /** A Set-Cookie value carrying `flow`; Secure when the request came over https. */
    issue(flow: SignInFlow, secure: boolean): string {
      const sealed: Sealed = { ...flow, expires: now() + FLOW_TTL_SECONDS * 1000 };
      const value = encryptJson(key, sealed).toString('base64url');
      return `${FLOW_COOKIE}=${value}; ${attributes(FLOW_TTL_SECONDS, secure)}`;
    },
    /** The flows sealed in the request's cookies that have not expired (a browser may send several). */
    read(cookieHeader: string | undefined): SignInFlow[] {
      return cookieValues(cookieHeader, FLOW_COOKIE)
        .map(open)
        .filter((flow): flow is SignInFlow => flow !== undefined);
    },
    /** A Set-Cookie value that removes the flow: each one is finished once. */
    clear(secure: boolean): string {
      return `${FLOW_COOKIE}=; ${attributes(0, secure)}`;
    },
  };
}

export type FlowCookies = ReturnType<typeof createFlowCookies>;

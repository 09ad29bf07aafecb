import type { LightMyRequestResponse } from 'fastify';
import { signInAtProvider, startTestProvider, type TestProvider } from './oidc-provider';
import type { TestContext } from './test-app';

export const APP_URL = 'http://attendance.test';
export const REDIRECT_URI = `${APP_URL}/sso/callback`;
const CLIENT = { client_id: 'attendance', client_secret: 'test-client-secret-0123456789' };

export interface OidcFlow {
  /** POST /api/oidc/start as a browser: the provider's URL and the flow cookie to send back. */
  start(): Promise<{ url: string; cookie: string }>;
  /** POST /api/oidc/callback with the provider's answer and a flow cookie. */
  callback(params: Record<string, string>, cookie: string): Promise<LightMyRequestResponse>;
  /** The whole sign-in of `accountId` at the provider: what the callback answers. */
  signIn(accountId: string): Promise<LightMyRequestResponse>;
}

/** A real identity provider with `accounts`, whose client the api is with oidcEnv(provider). */
export const startProvider = (accounts: Record<string, Record<string, unknown>>) =>
  startTestProvider({ client: { ...CLIENT, redirect_uris: [REDIRECT_URI] }, accounts });

/** The environment that makes the api a client of `provider` (createTestApp's env). */
export const oidcEnv = (provider: TestProvider, env: Record<string, string> = {}) => ({
  APP_URL,
  OIDC_ISSUER_URL: provider.issuer,
  OIDC_CLIENT_ID: CLIENT.client_id,
  OIDC_CLIENT_SECRET: CLIENT.client_secret,
  OIDC_PROVIDER_NAME: 'Acme ID',
  ...env,
});

/** A browser signing in to the api `t` through the provider. */
export function oidcFlow(t: TestContext): OidcFlow {
  const start = async () => {
    const res = await t.inject({ method: 'POST', url: '/api/oidc/start' });
    if (res.statusCode !== 200) throw new Error(`start failed: ${res.statusCode} ${res.body}`);
    const cookie = String(res.headers['set-cookie']).split(';')[0]!;
    return { url: res.json<{ authorization_url: string }>().authorization_url, cookie };
  };
  const callback = (params: Record<string, string>, cookie: string) =>
    t.inject({ method: 'POST', url: '/api/oidc/callback', payload: params, headers: { cookie } });
  return {
    start,
    callback,
    async signIn(accountId) {
      const { url, cookie } = await start();
      return callback(await signInAtProvider(url, accountId, REDIRECT_URI), cookie);
    },
  };
}

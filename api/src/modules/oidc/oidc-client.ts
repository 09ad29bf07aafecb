import crypto from 'node:crypto';
import * as client from 'openid-client';
import type { OidcConfig } from '../../config';
import type { SignInFlow } from './flow-cookie';
import { OIDC_SCOPE } from './messages';

/** What the provider said about the person: the ID token's claims over the userinfo endpoint's. */
export type PersonClaims = Record<string, unknown> & { sub: string };

/** The callback page's parameters, as the provider put them in its query. */
export interface AuthorizationResponse {
  state: string;
  code?: string;
  iss?: string;
  error?: string;
}

export class ProviderUnreachable extends Error {}
export class ProviderRefused extends Error {
  constructor(readonly reason: string) {
    super(`the provider answered ${reason}`);
  }
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The relying party: authorization code flow with PKCE (S256), state and nonce, against the provider's discovery
 * document (fetched on first use, again after a failure). openid-client checks the ID token's signature, issuer,
 * audience, expiry and nonce, and the response's state and `iss`.
 */
export function createOidcClient(settings: OidcConfig, redirectUri: string) {
  let discovered: Promise<client.Configuration> | undefined;
  const issuer = new URL(settings.issuerUrl);
  // The config refuses plain http elsewhere (config.ts): a provider on this machine, in tests.
  const insecure = issuer.protocol === 'http:' && LOOPBACK_HOSTS.has(issuer.hostname);

  function configuration(): Promise<client.Configuration> {
    discovered ??= client
      .discovery(issuer, settings.clientId, settings.clientSecret, undefined, {
        execute: insecure ? [client.allowInsecureRequests] : [],
      })
      .catch((err: unknown) => {
        discovered = undefined;
        throw new ProviderUnreachable(`discovery of ${settings.issuerUrl} failed`, { cause: err });
      });
    return discovered;
  }

  return {
    /** The provider's authorization URL for a new sign-in, and what the callback must check it against. */
    async start(): Promise<{ url: string; flow: SignInFlow }> {
      const config = await configuration();
      const flow = {
        state: client.randomState(),
        nonce: client.randomNonce(),
        codeVerifier: client.randomPKCECodeVerifier(),
      };
      const url = client.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: OIDC_SCOPE,
        state: flow.state,
        nonce: flow.nonce,
        code_challenge: await client.calculatePKCECodeChallenge(flow.codeVerifier),
        code_challenge_method: 'S256',
      });
      return { url: url.href, flow };
    },

    /** Exchanges the code (with the PKCE verifier), checks the ID token, and reads the person's claims. */
    async finish(flow: SignInFlow, response: AuthorizationResponse): Promise<PersonClaims> {
      const config = await configuration();
      const callback = new URL(redirectUri);
      for (const name of ['code', 'state', 'iss', 'error'] as const) {
        const value = response[name];
        if (value !== undefined) callback.searchParams.set(name, value);
      }
      try {
        const tokens = await client.authorizationCodeGrant(config, callback, {
          pkceCodeVerifier: flow.codeVerifier,
          expectedState: flow.state,
          expectedNonce: flow.nonce,
          idTokenExpected: true,
        });
        const idClaims = tokens.claims()!;
        const userinfo = config.serverMetadata().userinfo_endpoint
          ? await client.fetchUserInfo(config, tokens.access_token, idClaims.sub)
          : {};
        return { ...userinfo, ...idClaims };
      } catch (err) {
        if (err instanceof client.AuthorizationResponseError) throw new ProviderRefused(err.error);
        throw err;
      }
    },
  };
}

export type OidcClient = ReturnType<typeof createOidcClient>;

/** Compares two states without telling by timing how much of a guess was right. */
export function sameState(given: string, expected: string): boolean {
  const a = crypto.createHash('sha256').update(given).digest();
  const b = crypto.createHash('sha256').update(expected).digest();
  return crypto.timingSafeEqual(a, b);
}

import { Type } from 'typebox';
import { withErrors } from '../../lib/schemas';
import { TokenPairBody } from '../auth';

const Param = (description: string) => Type.String({ minLength: 1, maxLength: 2048, description });

export const ProviderSchema = {
  summary: 'Single sign-on: whether it is on, and the provider’s name',
  tags: ['auth'],
  description: "The sign-in page shows 'Sign in with <name>' when `enabled`.",
  response: { 200: Type.Object({ enabled: Type.Boolean(), name: Type.Union([Type.String(), Type.Null()]) }) },
};

export const StartSchema = {
  summary: 'Start a single sign-on',
  tags: ['auth'],
  description:
    'Answers the identity provider’s authorization URL (code flow with PKCE) for the browser to go to, and sets the ' +
    '`oidc_flow` cookie (sealed state, nonce and PKCE verifier; HttpOnly, SameSite=Lax, path /api/oidc, 10 minutes) ' +
    'the callback checks. 404: single sign-on is not set up. 503: the provider cannot be reached.',
  response: withErrors({ 200: Type.Object({ authorization_url: Type.String() }) }, 404, 503),
};

export const CallbackSchema = {
  summary: 'Finish a single sign-on',
  tags: ['auth'],
  description:
    'The shell’s /sso/callback page sends the parameters the provider gave it, with the `oidc_flow` cookie. The code ' +
    'is exchanged, the ID token checked, and the active employee with the verified email is signed in as by ' +
    '/api/login. 401: a state that is not this browser’s, a refusal of the provider, an unverified email or an ' +
    'inactive account. 403: nobody has the email (and OIDC_AUTO_CREATE is off). 429: more refused callbacks from ' +
    'the address than LOGIN_MAX_ATTEMPTS_PER_IP in 15 minutes.',
  body: Type.Object({
    state: Param('The `state` the provider returned.'),
    code: Type.Optional(Param('The authorization code.')),
    iss: Type.Optional(Param('The issuer the provider names (RFC 9207).')),
    error: Type.Optional(Param('The provider’s refusal, e.g. access_denied.')),
  }),
  response: withErrors({ 200: TokenPairBody }, 400, 401, 403, 404, 429, 503),
};

import { errorFactory, type ErrorTexts } from '../../lib/app-error';

/** Refusals of single sign-on, by stable code (api/src/error-codes.ts lists every module's). */
export const OIDC_ERRORS = {
  'oidc.not_configured': 'Single sign-on is not set up.',
  'oidc.provider_unreachable': ({ provider }: { provider: string }) =>
    `${provider} cannot be reached right now. Please try again later.`,
  'oidc.invalid_state':
    'This sign-in could not be checked: it expired or was started in another browser. Please try again.',
  'oidc.provider_refused': ({ provider, reason }: { provider: string; reason: string }) =>
    `${provider} did not sign you in (${reason}).`,
  'oidc.exchange_failed': ({ provider }: { provider: string }) =>
    `The sign-in with ${provider} could not be completed. Please try again.`,
  'oidc.email_not_verified': ({ provider }: { provider: string }) =>
    `${provider} has not confirmed your email address, so it cannot be matched to an employee account.`,
  'oidc.unknown_person': ({ email }: { email: string }) =>
    `No employee account uses ${email}. Ask an administrator to add you, then sign in again.`,
} as const satisfies ErrorTexts;

export const oidcError = errorFactory(OIDC_ERRORS);

/** What the client asks the provider for: the person's id, verified email and name. */
export const OIDC_SCOPE = 'openid email profile';
/** The shell's page the provider sends the browser back to (APP_URL + this is the client's redirect URI). */
export const CALLBACK_PAGE = '/sso/callback';
/** How long a started sign-in may take at the provider. */
export const FLOW_TTL_SECONDS = 10 * 60;

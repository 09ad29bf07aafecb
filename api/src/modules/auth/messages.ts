import { errorFactory, type ErrorTexts } from '../../lib/app-error';

export const AUTH_MESSAGES = {
  signedOut: 'Signed out.',
  passwordChanged: 'Password changed successfully.',
  resetLinkSent: 'If an account exists, a reset link has been sent.',
  passwordReset: 'Password reset successful.',
  resetMailSubject: 'Reset your password',
} as const;

/** Refusals of this module, by stable code (api/src/error-codes.ts lists every module's). */
export const AUTH_ERRORS = {
  'auth.missing_token': 'Authentication required.',
  'auth.invalid_token': 'Invalid or expired token.',
  'auth.account_inactive': 'Your account is no longer active.',
  'auth.password_change_required': 'You must change your password before continuing.',
  'auth.forbidden': 'Forbidden',
  'auth.invalid_credentials': 'Invalid email or password.',
  'auth.too_many_attempts': 'Too many sign-in attempts. Please try again later.',
  'auth.too_many_reset_requests': 'Too many password reset requests. Please try again later.',
  'auth.too_many_password_attempts': 'Too many password change attempts. Please try again later.',
  'auth.invalid_refresh_token': 'Invalid or expired refresh token.',
  'auth.wrong_old_password': 'Old password is incorrect.',
  'auth.password_too_short': 'New password must be at least 10 characters long.',
  // The hint is zxcvbn's suggestion, when it has one.
  'auth.password_too_weak': ({ hint }: { hint: string }) =>
    hint ? `New password is too easy to guess. ${hint}` : 'New password is too easy to guess.',
  'auth.password_used_before': 'Choose a password you have not used before.',
  'auth.password_sign_in_off': ({ provider }: { provider: string }) =>
    `Password sign-in is switched off for your account. Use "Sign in with ${provider}".`,
  'auth.invalid_reset_token': 'This password reset link is invalid or has expired.',
} as const satisfies ErrorTexts;

export const authError = errorFactory(AUTH_ERRORS);

export const MIN_PASSWORD_LENGTH = 10;
/** zxcvbn's score (0-4) a new password must reach: 3 resists an offline slow-hash attack. */
export const MIN_PASSWORD_SCORE = 3;
/** Earlier passwords a new one may not repeat, besides the current one. */
export const PASSWORD_HISTORY_SIZE = 5;
export const RESET_TOKEN_TTL_SECONDS = 60 * 60;

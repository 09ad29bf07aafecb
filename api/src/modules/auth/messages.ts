export const AUTH_MESSAGES = {
  missingToken: 'Authentication required.',
  invalidToken: 'Invalid or expired token.',
  accountInactive: 'Your account is no longer active.',
  passwordChangeRequired: 'You must change your password before continuing.',
  forbidden: 'Forbidden',
  invalidCredentials: 'Invalid email or password.',
  tooManyAttempts: 'Too many sign-in attempts. Please try again later.',
  tooManyResetRequests: 'Too many password reset requests. Please try again later.',
  tooManyPasswordAttempts: 'Too many password change attempts. Please try again later.',
  signedOut: 'Signed out.',
  invalidRefreshToken: 'Invalid or expired refresh token.',
  wrongOldPassword: 'Old password is incorrect.',
  passwordTooShort: 'New password must be at least 10 characters long.',
  passwordTooWeak: 'New password is too easy to guess.',
  passwordUsedBefore: 'Choose a password you have not used before.',
  passwordChanged: 'Password changed successfully.',
  resetLinkSent: 'If an account exists, a reset link has been sent.',
  passwordReset: 'Password reset successful.',
  invalidResetToken: 'This password reset link is invalid or has expired.',
  resetMailSubject: 'Reset your password',
} as const;

export const MIN_PASSWORD_LENGTH = 10;
/** zxcvbn's score (0-4) a new password must reach: 3 resists an offline slow-hash attack. */
export const MIN_PASSWORD_SCORE = 3;
/** Earlier passwords a new one may not repeat, besides the current one. */
export const PASSWORD_HISTORY_SIZE = 5;
export const RESET_TOKEN_TTL_SECONDS = 60 * 60;

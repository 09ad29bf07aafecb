export const AUTH_MESSAGES = {
  missingToken: 'Authentication required.',
  invalidToken: 'Invalid or expired token.',
  accountInactive: 'Your account is no longer active.',
  passwordChangeRequired: 'Password change required.',
  forbidden: 'Forbidden',
  invalidCredentials: 'Invalid email or password.',
  tooManyAttempts: 'Too many sign-in attempts. Please try again later.',
  invalidRefreshToken: 'Invalid or expired refresh token.',
  wrongOldPassword: 'Old password is incorrect.',
  passwordTooShort: 'New password must be at least 8 characters long.',
  passwordChanged: 'Password changed successfully.',
  resetLinkSent: 'If an account exists, a reset link has been sent.',
  passwordReset: 'Password reset successful.',
  invalidResetToken: 'This password reset link is invalid or has expired.',
  resetMailSubject: 'Reset your password',
} as const;

export const MIN_PASSWORD_LENGTH = 8;
export const RESET_TOKEN_TTL_SECONDS = 60 * 60;

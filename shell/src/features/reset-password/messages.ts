// Spec sections 2, 5 and 8.
export const RESET_PASSWORD_MESSAGES = {
  title: 'Reset password',
  subtitle: 'Choose a new password for your account.',
  invalidLinkTitle: 'Invalid Password Reset Link',
  invalidLinkBefore: 'This link is missing its reset token. Please check your email for the correct link or ',
  invalidLinkAction: 'request a new one',
  newPassword: 'New Password',
  confirmPassword: 'Confirm New Password',
  newPasswordRequired: 'Please enter a new password.',
  confirmPasswordRequired: 'Please confirm your new password.',
  mismatch: 'Passwords do not match.',
  submit: 'Reset Password',
  submitting: 'Resetting...',
  failed: 'Reset password failed.',
  succeeded: 'Password reset successful.',
  redirecting: 'Taking you to the login page...',
  backToLogin: 'Back to Login',
} as const;

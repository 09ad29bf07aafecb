// Spec sections 2, 5 and 8.
export const FORGOT_PASSWORD_MESSAGES = {
  title: 'Forgot password',
  subtitle: 'Enter your work email and we will send you a link to reset your password.',
  email: 'Email',
  submit: 'Send Reset Link',
  submitting: 'Sending...',
  backToLogin: 'Back to Login',
  emailRequired: 'Email is required.',
  sent: 'If an account exists, a reset link has been sent.',
  failed: 'An error occurred. Please try again later.',
} as const;

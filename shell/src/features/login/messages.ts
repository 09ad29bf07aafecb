// Spec sections 2, 5 and 8.
export const LOGIN_MESSAGES = {
  title: 'Sign in',
  subtitle: 'Welcome back. Sign in with your work email.',
  email: 'Email',
  password: 'Password',
  submit: 'LOG IN',
  submitting: 'LOGGING IN...',
  forgotPassword: 'Forgot password?',
  emailRequired: 'Email is required.',
  emailInvalid: 'Please enter a valid email address.',
  passwordRequired: 'Password is required.',
  failed: 'Login failed.',
  unreachable: 'An error occurred during login.',
} as const;

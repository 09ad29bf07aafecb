import { ROUTE_LABELS } from 'shared-auth';

/** What the version-skew panel names (features/remote-pages/remote-error-boundary.tsx). */
type VersionSkewField = 'remote' | 'packageName' | 'required' | 'provided';

// The spec's texts of the shell's own screens, word for word (docs/product-spec.md); tests import them.
// Spec section 1: what the login-era pages say about the product.
export const PUBLIC_PAGE_TEXT = {
  headline: 'Attendance you can trust, in real time',
  intro:
    'Clock in and out with facial recognition and GPS location. The system uses AI identification and keeps encrypted logs for reports or audits.',
  features: [
    'Face check and location at every clock in',
    'Leave requests with two-level approval',
    'Reports, timesheets and audit-ready logs',
  ],
} as const;

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

// Spec sections 2, 5 and 8.
export const CHANGE_PASSWORD_MESSAGES = {
  title: ROUTE_LABELS.changePassword,
  required: 'Your password must be changed before you can continue.',
  oldPassword: 'Old Password',
  newPassword: 'New Password',
  confirmPassword: 'Confirm New Password',
  oldPasswordRequired: 'Please enter your old password.',
  newPasswordRequired: 'Please enter a new password.',
  confirmPasswordRequired: 'Please confirm your new password.',
  mismatch: 'New password and confirmation do not match.',
  submit: 'Change Password',
  failed: 'Error changing password.',
  unreachable: 'An error occurred while changing password.',
  succeeded: 'Password changed successfully.',
} as const;

export const NOT_FOUND_MESSAGES = {
  title: '404 - Page Not Found',
  subtitle: 'The page you are looking for does not exist or has been moved.',
  home: 'Back to Home',
} as const;

export const REMOTE_MESSAGES = {
  loadFailed: 'This part of the application could not be loaded.',
  loadFailedHint: 'Check your connection and try again. The rest of the application keeps working.',
  retry: 'Retry',
  versionSkew: 'This part of the application needs a newer version of the application.',
  versionSkewHint: ({ remote, packageName, required, provided }: Record<VersionSkewField, string>) =>
    `${remote} needs ${packageName} ${required}, but this page has ${packageName} ${provided}. ` +
    'It loads once the application is updated; the rest of the application keeps working.',
  reload: 'Reload',
} as const;

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

/** Single sign-on through the company's identity provider (README, Single sign-on). */
export const SSO_MESSAGES = {
  button: (provider: string) => `Sign in with ${provider}`,
  redirecting: 'Opening your sign-in page...',
  completingTitle: 'Signing you in',
  completing: 'Checking your sign-in with your identity provider...',
  failedTitle: 'Sign-in failed',
  failed: 'Single sign-on failed. Please try again.',
  unreachable: 'An error occurred during login.',
  backToLogin: 'Back to sign-in',
} as const;

export const LAYOUT_MESSAGES = {
  changePassword: 'Change Password',
  logout: 'Logout',
  openMenu: 'Open menu',
  collapseMenu: 'Collapse menu',
  expandMenu: 'Expand menu',
  mainNavigation: 'Main navigation',
} as const;

// Spec sections 2 and 8, word for word where the spec gives the text.
export const HOME_MESSAGES = {
  loading: 'Loading dashboard data...',
  errorTitle: 'Error:',
  httpError: (status: number | string) => `HTTP error ${status}`,
  unreachable: 'An error occurred. Please try again later.',
  todaysStats: "Today's Stats",
  pendingLeave: 'Pending Leave Requests',
  myPendingLeave: 'My Pending Requests',
  showing: (shown: number, total: number) => `Showing ${shown} of ${total} pending requests`,
  viewAll: 'View all',
  leaveFetchFailed: 'Error fetching leave requests.',
  birthdays: 'Upcoming Birthdays (Next 30 Days)',
  timeTracking: "Today's Time Tracking Stats",
  fetchingAddress: 'Fetching address...',
  noStats: 'No stats available for today.',
  noPendingLeave: 'No pending leave requests.',
  noBirthdays: 'No upcoming birthdays in the next 30 days.',
  noTimeTracking: 'No time tracking data available for today.',
  welcome: (name: string) => `Welcome, ${name}`,
  workingTime: 'Working-time breaches (last 7 days)',
  noWorkingTimeBreaches: 'No breaches of the working-time rules in the last 7 days.',
  workingTimeRulesOff: 'The working-time rules are off.',
  workingTimeFetchFailed: 'Error fetching working-time breaches.',
  viewAllBreaches: 'View all working-time breaches',
  moreBreaches: (shown: number, total: number) => `Showing ${shown} of ${total} breaches`,
} as const;

/** Audit action names; other modules add theirs here so reports can rely on one list. */
export const AUDIT_ACTIONS = {
  signIn: 'auth.sign_in',
  signInFailed: 'auth.sign_in_failed',
  tokenReuse: 'auth.refresh_token_reuse',
  passwordChanged: 'auth.password_changed',
  passwordResetRequested: 'auth.password_reset_requested',
  passwordReset: 'auth.password_reset',
  settingsUpdated: 'settings.updated',
  logoUploaded: 'settings.logo_uploaded',
  leaveRequested: 'leave.requested',
  leaveApproved: 'leave.approved',
  leaveRejected: 'leave.rejected',
} as const;

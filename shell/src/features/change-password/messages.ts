import { ROUTE_LABELS } from 'shared-auth';

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

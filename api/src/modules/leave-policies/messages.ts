import { errorFactory, type ErrorTexts } from '../../lib/app-error';

export const LEAVE_POLICY_MESSAGES = {
  created: 'Leave policy created.',
  updated: 'Leave policy updated.',
  deleted: 'Leave policy deleted.',
  deactivated: 'This leave type is in use, so it was deactivated instead of deleted.',
} as const;

/** Refusals of this module, by stable code (api/src/error-codes.ts lists every module's). */
export const LEAVE_POLICY_ERRORS = {
  'leave_policy.not_found': 'Leave policy not found.',
  'leave_policy.name_taken': ({ name }: { name: string }) => `A leave type named "${name}" already exists.`,
  'leave_policy.display_name_required': 'Please enter a display name.',
  'leave_policy.expiry_without_cap': 'A carry-over expiry month needs a carry-over cap above 0.',
  'leave_policy.half_days_in_hours': 'A leave type counted in hours has no half days.',
  'leave_policy.unit_in_use': 'This leave type is in use: its unit (days or hours) can no longer change.',
} as const satisfies ErrorTexts;

export const leavePolicyError = errorFactory(LEAVE_POLICY_ERRORS);

/** Leave type names are what the spec's clients send as `leave_type`: short lowercase words. */
export const LEAVE_TYPE_NAME_PATTERN = '^[a-z][a-z0-9_ -]{0,49}$';

export const LEAVE_POLICY_MESSAGES = {
  created: 'Leave policy created.',
  updated: 'Leave policy updated.',
  deleted: 'Leave policy deleted.',
  deactivated: 'This leave type is in use, so it was deactivated instead of deleted.',
  notFound: 'Leave policy not found.',
  nameTaken: (name: string) => `A leave type named "${name}" already exists.`,
  displayNameRequired: 'Please enter a display name.',
  expiryWithoutCap: 'A carry-over expiry month needs a carry-over cap above 0.',
} as const;

/** Leave type names are what the spec's clients send as `leave_type`: short lowercase words. */
export const LEAVE_TYPE_NAME_PATTERN = '^[a-z][a-z0-9_ -]{0,49}$';

// The api's texts (api/src/modules/leave-policies/messages.ts) for the checks this screen makes first.
export const POLICY_MESSAGES = {
  title: 'Leave policies',
  add: 'Add leave type',
  addTitle: 'New leave type',
  editTitle: (name: string) => `Edit ${name}`,
  saved: 'Leave policy saved.',
  saveFailed: 'Could not save the leave policy.',
  deleteFailed: 'Could not delete the leave policy.',
  fetchFailed: 'Could not load the leave policies.',
  confirmDelete: 'Delete this leave type? A type already used is deactivated instead.',
  none: 'No leave types yet.',
  displayNameRequired: 'Please enter a display name.',
  expiryWithoutCap: 'A carry-over expiry month needs a carry-over cap above 0.',
  namePattern: 'Use a short lowercase name: letters, digits, spaces, - or _, starting with a letter.',
  days: 'Enter days from 0 to 366, in half days.',
  unlimited: 'Not counted',
  never: 'Never',
} as const;

export const POLICY_LABELS = {
  leave_type: 'Name (sent by requests)',
  display_name: 'Display name',
  unit: 'Counted in',
  paid: 'Paid',
  counted: 'Counted against a balance',
  annual_days: 'Entitlement (days a year)',
  annual_hours: 'Entitlement (hours a year)',
  accrual: 'Accrual',
  carry_over_cap: 'Carry-over cap (days)',
  carry_over_cap_hours: 'Carry-over cap (hours)',
  carry_over_expiry_month: 'Carry-over expires after',
  half_days_allowed: 'Half days',
  backdating_allowed: 'Back-dating',
  negative_allowed: 'Negative balance',
  active: 'Active',
} as const;

/** A type counts working days, or hours (its balance in minutes): the unit its amounts are entered in. */
export const UNIT_LABELS = { day: 'Days', hour: 'Hours' } as const;
export const UNIT_WORDS = { day: 'days', hour: 'hours' } as const;

export const ACCRUAL_LABELS = { yearly: 'Yearly, up front', monthly: 'Monthly, pro rata' } as const;

export const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

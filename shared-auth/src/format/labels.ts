// How the api's raw values are shown: addresses, leave type names, status colours.

/** The text before the first comma of an address (spec sections 2 and 9). */
export function shortAddress(address: string | null | undefined): string {
  if (!address) return '';
  return address.split(',')[0]!.trim();
}

/** A leave type as GET /api/leave_type_details names it. */
export interface LeaveTypeDisplayName {
  leave_type: string;
  display_name: string;
}

const capitalised = (type: string) => type.charAt(0).toUpperCase() + type.slice(1);

/** The type's display name from the api, else the raw name capitalised ('vacation' -> 'Vacation'). */
export function leaveTypeName(type: string, details: readonly LeaveTypeDisplayName[] | undefined): string {
  return details?.find((detail) => detail.leave_type === type)?.display_name || capitalised(type);
}

// Spec section 4: colours by what the text contains, case-insensitively.
export const DISCREPANCY_COLORS = { late: 'red', early: 'green', other: 'grey' } as const;

export function discrepancyColor(discrepancy: string | null | undefined): string {
  const text = (discrepancy ?? '').toLowerCase();
  if (text.includes('late')) return DISCREPANCY_COLORS.late;
  if (text.includes('early')) return DISCREPANCY_COLORS.early;
  return DISCREPANCY_COLORS.other;
}

export const LEAVE_STATUS_COLORS = {
  'pending manager': 'orange',
  approved: 'green',
  rejected: 'red',
} as const;

/** antd Tag colours: pending manager amber, approved green, rejected red, anything else neutral (undefined). */
export function leaveStatusColor(status: string | null | undefined): string | undefined {
  const key = (status ?? '').trim().toLowerCase() as keyof typeof LEAVE_STATUS_COLORS;
  return LEAVE_STATUS_COLORS[key];
}

export function isPendingStatus(status: string | null | undefined): boolean {
  return (status ?? '').toLowerCase().includes('pending');
}

/** A pay period's or a timesheet's sign-off status, with the words and hues every screen shows (ContrastTag tones). */
export const PAY_PERIOD_STATUS = {
  open: { text: 'Open', tone: 'neutral' },
  submitted: { text: 'Submitted', tone: 'blue' },
  approved: { text: 'Approved', tone: 'green' },
  locked: { text: 'Locked', tone: 'purple' },
} as const;

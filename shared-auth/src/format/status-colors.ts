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

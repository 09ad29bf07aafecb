/** The tabs of the settings page. */
export const SETTINGS_TABS = {
  system: 'System',
  workWeek: 'Work week',
  leavePolicies: 'Leave policies',
  holidays: 'Holidays',
  leaveBalances: 'Leave balances',
} as const;

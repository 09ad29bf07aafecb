/** The tabs of the settings page, in order; their labels are the catalogue's `page.tabs`. */
export const SETTINGS_SECTIONS = [
  'system',
  'workWeek',
  'leavePolicies',
  'holidays',
  'payPeriods',
  'payrollExport',
  'leaveBalances',
  'kiosks',
  'integrations',
] as const;

export type Section = (typeof SETTINGS_SECTIONS)[number];

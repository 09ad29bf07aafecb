/** The tabs of the settings page. */
export const SETTINGS_TABS = {
  system: 'System',
  workWeek: 'Work week',
  leavePolicies: 'Leave policies',
  holidays: 'Holidays',
  payPeriods: 'Pay periods',
  payrollExport: 'Payroll export',
  leaveBalances: 'Leave balances',
  kiosks: 'Kiosks',
  integrations: 'Integrations',
} as const;

/** The label of the section picker that replaces the tabs on a phone. */
export const SECTION_LABEL = 'Section';

import type { Frequency, PayPeriod } from './types';

export const PAY_PERIOD_MESSAGES = {
  title: 'Pay periods',
  intro:
    'Each person submits their timesheet, their manager approves it, then an admin locks the period: from then ' +
    'on nothing inside it changes (clock records, corrections, leave) until it is unlocked.',
  add: 'Add periods',
  addTitle: 'Add pay periods',
  frequency: 'Frequency',
  startDate: 'Start date',
  startHint: 'The day after the latest period ends. Semi-monthly periods start on the 1st or 16th, monthly on the 1st.',
  count: 'How many',
  name: 'Period',
  dates: 'Dates',
  status: 'Status',
  signOff: 'Sign-off',
  progress: (p: Pick<PayPeriod, 'submitted' | 'approved' | 'total'>) =>
    `${p.submitted} of ${p.total} submitted, ${p.approved} approved`,
  details: 'Details',
  payroll: 'Payroll export',
  payrollFormat: { csv: 'CSV', xlsx: 'Excel' },
  payrollDownload: (format: 'csv' | 'xlsx', name: string) =>
    `Download the payroll export of ${name} as ${format === 'csv' ? 'CSV' : 'Excel'}`,
  payrollFailed: 'Could not download the payroll export.',
  none: 'No pay periods yet.',
  person: 'Employee',
  submittedAt: 'Submitted',
  approvedAt: 'Approved',
  approve: 'Approve',
  lock: 'Lock',
  confirmLock: 'Lock this period? Nothing inside it can change until an admin unlocks it.',
  confirmLockOk: 'Lock period',
  unlock: 'Unlock',
  reason: 'Reason for unlocking',
  reasonRequired: 'Please give a reason for unlocking.',
  noPeople: 'Nobody is expected to sign off this period.',
  fetchFailed: 'Could not load the pay periods.',
  saveFailed: 'Could not add the pay periods.',
  actionFailed: 'The action failed.',
  startRequired: 'Please choose a start date.',
} as const;

export const FREQUENCIES: Record<Frequency, string> = {
  weekly: 'Weekly',
  biweekly: 'Every two weeks',
  semimonthly: 'Twice a month (1st-15th, 16th-end)',
  monthly: 'Monthly (calendar months)',
};

// The statuses' words and hues, as the attendance screens' sign-off shows them too.
export { PAY_PERIOD_STATUS as PERIOD_STATUS } from 'shared-auth';

export const LEAVE_BALANCE_MESSAGES = {
  insufficient: (remaining: number) => `Insufficient leave balance: ${remaining} days remaining`,
  employeeNotFound: 'Employee not found.',
  requestNotFound: 'Leave request not found.',
  endBeforeStart: 'End date cannot be before start date.',
  notYours: 'You may only see your own leave balances, or those of your direct reports.',
  unknownType: (name: string) => `Unknown leave type "${name}".`,
  notCounted: (name: string) => `Leave type "${name}" is not counted against a balance.`,
  adjusted: 'Leave balance adjusted.',
  reasonRequired: 'Please give a reason for the adjustment.',
  zeroDays: 'An adjustment must add or remove some days.',
  carriedOver: (lines: number) => `Carry-over done: ${lines} balances carried into the next year.`,
} as const;

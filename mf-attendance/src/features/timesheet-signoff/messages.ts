// Texts of the timesheet sign-off: the person's own on the TimeSheet page, their team's on the review page.
export const SIGNOFF_TEXTS = {
  myTitle: 'My timesheet sign-off',
  teamTitle: 'Timesheet sign-off',
  period: 'Pay period',
  noPeriods: 'No pay periods yet: an admin adds them in Settings.',
  confirmMine: 'Confirm my timesheet',
  confirmHint: 'Confirm once your days in this period are right: your manager then approves them.',
  confirmFor: 'Confirm',
  approve: 'Approve',
  person: 'Employee',
  status: 'Status',
  actions: 'Actions',
  noPeople: 'Nobody of yours is expected to sign off this period.',
  locked: 'This pay period is locked: nothing inside it changes.',
  notListed: 'You are not expected to sign off this period.',
  loadError: 'Could not load the pay periods.',
  actionFailed: 'The action failed.',
  progress: (submitted: number, approved: number, total: number) =>
    `${submitted} of ${total} submitted, ${approved} approved`,
} as const;

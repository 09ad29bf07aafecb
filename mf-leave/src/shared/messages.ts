/** The longest reason or comment the api keeps. */
export const LEAVE_TEXT_MAX_LENGTH = 1000;

// Spec section 8, word for word.
export const LEAVE_MESSAGES = {
  fetchFailed: 'Error fetching leave requests.',
  submitFailed: 'Error submitting leave request.',
  submitError: 'An error occurred while submitting the leave request.',
  generalError: 'Error occurred.',
} as const;

// Texts the spec leaves to us; the api's own message is shown instead when it sends one.
export const LEAVE_TEXTS = {
  submitted: 'Leave request submitted successfully.',
  noRequests: 'No leave requests found.',
  noManager: 'No manager assigned',
  startRequired: 'Please select a start date.',
  endRequired: 'Please select an end date.',
  typeRequired: 'Please select a leave type.',
  endBeforeStart: 'End date cannot be before start date.',
  startInPast: 'This leave type cannot start before today.',
  startHalf: 'First day from noon (half day)',
  date: 'Date',
  startTime: 'From',
  endTime: 'Until',
  startTimeRequired: 'Please select a start time.',
  endTimeRequired: 'Please select an end time.',
  endTimeBeforeStart: 'The end time must be after the start time.',
  hours: 'Hours',
  endHalf: 'Last day until noon (half day)',
  previewLabel: 'Before you send',
  workingDays: 'Working days',
  balanceBy: 'balance by',
  balanceAfter: 'Balance after this request',
  notCounted: 'Not counted against a balance',
  previewLoading: 'Counting working days...',
  balancesTitle: 'Leave Balances',
  requestsTitle: 'Leave Requests',
  ledgerTitle: 'Leave Ledger',
  noBalances: 'No leave balances for this year.',
  noLedger: 'No ledger entries for this year.',
} as const;

/** How the ledger (GET /api/leave_ledger) names each kind of line. */
export const LEDGER_KINDS = {
  entitlement: 'Entitlement',
  carry_over: 'Carried over',
  carry_over_expired: 'Carry-over expired',
  adjustment: 'Adjustment',
  time_in_lieu: 'Time in lieu credited',
  time_in_lieu_expired: 'Time in lieu expired',
  taken: 'Taken',
  pending: 'Pending',
} as const;

/** The calendar feed card; the api's own messages (created, revoked) are shown as it sends them. */
export const FEED_TEXTS = {
  title: 'Calendar Feeds',
  explanation:
    'Subscribe to your approved leave from any calendar app (Google Calendar, Outlook, Apple Calendar) with a private address. Anyone with the address can read the feed: revoke it when it is no longer needed.',
  create: 'New feed',
  address: 'Calendar feed address',
  copy: 'Copy',
  copied: 'Copied',
  listLabel: 'Your calendar feeds',
  none: 'No calendar feeds yet.',
  createdOn: 'Created',
  revoke: 'Revoke',
  revokeConfirm: 'Revoke this feed? Calendars subscribed to it stop updating.',
} as const;

export const FEED_SCOPES = { own: 'My leave', team: "My team's leave" } as const;

/** The decision modal's view of the request (GET /api/leave_request/:id/approval_context). */
export const APPROVAL_TEXTS = {
  label: 'Balance and team',
  loading: 'Loading balance and team...',
  remainingIfApproved: 'balance if approved',
  othersOff: 'Also off in this period in the same department',
  warningOnly: 'This is a warning only: you can still approve.',
} as const;

/** The team calendar (GET /api/team_calendar). */
export const CALENDAR_TEXTS = {
  approved: 'approved',
  pending: 'pending',
  holiday: 'holiday',
  legend: 'Legend',
  typesPrivate: "Colleagues' leave types are private: only your own show.",
  agendaTitle: 'This month',
  nobodyOff: 'Nobody is off this month and there are no holidays.',
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
  department: 'Department',
  allDepartments: 'All departments',
  startHalf: 'from noon',
  endHalf: 'until noon',
} as const;

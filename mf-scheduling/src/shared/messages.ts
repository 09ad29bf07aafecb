// The registry's labels (config/remotes.json) are these pages' titles: one spelling per screen.
export const PAGE_TITLES = { roster: 'Roster', myShifts: 'My Shifts' } as const;

// Texts of this remote; the api's own message is shown instead whenever it sends one.
export const ROSTER_TEXTS = {
  department: 'Department',
  chooseDepartment: 'Choose a department',
  view: 'View',
  week: 'Week',
  month: 'Month',
  previous: 'Previous',
  next: 'Next',
  today: 'Today',
  gridLabel: 'Roster grid',
  person: 'Person',
  selectPerson: (name: string) => `Select ${name}`,
  selectAll: 'Select everyone shown',
  selected: (count: number) => `${count} selected`,
  bulkAssign: 'Assign to selected',
  applyPattern: 'Apply pattern',
  publishWeek: 'Publish week',
  published: 'published',
  draft: 'draft',
  dayOff: 'Day off',
  leave: 'Leave',
  holiday: 'Holiday',
  noDepartment: 'Choose a department to see its roster.',
  nobody: 'Nobody in this department.',
  loadFailed: 'Error loading the roster.',
  saveFailed: 'Error saving the shift.',
  publishFailed: 'Error publishing the week.',
  legend: 'Legend',
} as const;

export const ASSIGN_TEXTS = {
  title: (name: string, date: string) => `${name}, ${date}`,
  type: 'Shift type',
  typeRequired: 'Please choose a shift type.',
  save: 'Save',
  remove: 'Remove shift',
  cancel: 'Cancel',
  force: 'Assign even on leave or a holiday (admins)',
  saved: 'Shift saved.',
  removed: 'Shift removed.',
} as const;

export const BULK_TEXTS = {
  title: (count: number) => `Assign a shift to ${count} people`,
  from: 'From',
  to: 'To',
  weekdays: 'Weekdays',
  saved: (count: number) => `Assigned ${count} shifts.`,
} as const;

export const PATTERN_TEXTS = {
  title: 'Apply a pattern',
  pattern: 'Pattern',
  newPattern: 'New pattern',
  name: 'Pattern name',
  weeks: 'Weeks in the cycle',
  people: 'People',
  peopleRequired: 'Please choose at least one person.',
  startDate: 'Start date',
  startRequired: 'Please choose a start date.',
  until: 'Until',
  dayLabel: (week: number, day: string) => `Week ${week} ${day}`,
  apply: 'Apply',
  create: 'Create pattern',
  patternRequired: 'Please choose or create a pattern.',
  nameRequired: 'Please name the pattern.',
  applied: (count: number) => `Assigned ${count} shifts from the pattern.`,
} as const;

export const MY_SHIFTS_TEXTS = {
  upcoming: 'Upcoming shifts',
  noUpcoming: 'No published shifts in the next four weeks.',
  openShifts: 'Open shifts',
  noOpenShifts: 'No open shifts to claim.',
  claim: 'Claim',
  claimed: 'Claimed: your manager decides.',
  swaps: 'Swap requests',
  noSwaps: 'No swap requests.',
  requestSwap: 'Swap',
  swapTitle: 'Ask a colleague to take or swap this shift',
  colleague: 'Colleague',
  colleagueRequired: 'Please choose a colleague.',
  reason: 'Reason',
  send: 'Send request',
  accept: 'Accept',
  decline: 'Decline',
  cancelRequest: 'Cancel request',
  approvals: 'To approve',
  noApprovals: 'Nothing waiting for your approval.',
  approve: 'Approve',
  reject: 'Reject',
  from: 'from',
  to: 'to',
  loadFailed: 'Error loading shifts.',
  actionFailed: 'Error occurred.',
  done: 'Done.',
} as const;

export const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;

// The api's texts (api/src/modules/leave-balances/messages.ts) for the checks this screen makes first.
export const BALANCE_MESSAGES = {
  title: 'Leave balances',
  employee: 'Employee',
  chooseEmployee: 'Choose an employee',
  year: 'Year',
  pickEmployee: 'Choose an employee to see their balances and ledger.',
  balances: 'Balances',
  ledger: 'Ledger',
  noBalances: 'No leave types.',
  noLedger: 'No lines in this year.',
  notCounted: 'Not counted',
  fetchFailed: 'Could not load the balances.',
  adjustTitle: 'Adjust a balance',
  leaveType: 'Leave type',
  days: 'Days (+ adds, - removes)',
  minutes: 'Minutes (+ adds, - removes)',
  minutesStep: 'Enter whole minutes from -21960 to 21960.',
  reason: 'Reason',
  adjust: 'Add adjustment',
  reasonRequired: 'Please give a reason for the adjustment.',
  zeroDays: 'An adjustment must add or remove some days.',
  daysStep: 'Enter days from -366 to 366, in half days.',
  typeRequired: 'Please choose a leave type.',
  adjustFailed: 'Could not adjust the balance.',
  carryOverTitle: 'Year-end carry-over',
  carryOverHint: (year: number) =>
    `Carries each counted balance left at the end of ${year} (up to its policy's cap) into ${year + 1}. Running it again changes nothing.`,
  carryOver: (year: number) => `Run carry-over of ${year}`,
  confirmCarryOver: (year: number) => `Carry the balances of ${year} over into ${year + 1}?`,
  carryOverFailed: 'Could not run the carry-over.',
} as const;

/** Minutes as `7 h 30 min`: a type counted in hours keeps its balance in minutes. */
export function hoursText(minutes: number): string {
  const whole = Math.round(Math.abs(minutes));
  const text = `${Math.floor(whole / 60)} h ${String(whole % 60).padStart(2, '0')} min`;
  return minutes < 0 ? `-${text}` : text;
}

export const LEDGER_KINDS = {
  entitlement: 'Entitlement',
  carry_over: 'Carried over',
  carry_over_expired: 'Carry-over lapsed',
  time_in_lieu: 'Time in lieu credited',
  time_in_lieu_expired: 'Time in lieu lapsed',
  adjustment: 'Adjustment',
  taken: 'Taken',
  pending: 'Pending',
} as const;

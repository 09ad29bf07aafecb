import { minutesText } from '../../shared/minutes-text';
import { OVERTIME_LABELS } from '../../shared/overtime-texts';

// Texts of the overtime section of the review page.
export const OVERTIME_TEXTS = {
  title: 'Overtime',
  empty: 'No overtime to review.',
  loadError: 'Error fetching overtime.',
  pending: 'Pending',
  all: 'All',
  approve: 'Approve',
  reject: 'Reject',
  awaitingOthers: 'Yours: awaiting your manager',
  approveTitle: 'Approve overtime',
  minutesLabel: 'Minutes to approve',
  commentLabel: 'Comment',
  compensationLabel: 'Compensation',
  compensations: { policy: 'Company policy', ...OVERTIME_LABELS.compensations },
  askedFor: (compensation: string) => `Asked for by the employee: ${compensation}`,
  rates: OVERTIME_LABELS.rates,
  approvedOf: (approved: number, minutes: number) => `${minutesText(approved)} of ${minutesText(minutes)}`,
  decisionError: (reason: string) => `The decision was not saved: ${reason}`,
  unknownError: 'Error occurred.',
} as const;

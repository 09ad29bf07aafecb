// Texts of the overtime section of the review page.
export const OVERTIME_TEXTS = {
  title: 'Overtime',
  empty: 'No overtime to review.',
  loadError: 'Error fetching overtime.',
  pending: 'Pending',
  all: 'All',
  approve: 'Approve',
  reject: 'Reject',
  approveTitle: 'Approve overtime',
  minutesLabel: 'Minutes to approve',
  commentLabel: 'Comment',
  kinds: { day: 'Day', week: 'Week of' },
  rates: { weekday: 'Weekday', weekend: 'Weekend', holiday: 'Holiday', night: 'Night' },
  approvedOf: (approved: number, minutes: number) => `${hoursText(approved)} of ${hoursText(minutes)}`,
  decisionError: (reason: string) => `The decision was not saved: ${reason}`,
  unknownError: 'Error occurred.',
} as const;

/** 90 minutes as '1:30 h'. */
export function hoursText(minutes: number): string {
  return `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')} h`;
}

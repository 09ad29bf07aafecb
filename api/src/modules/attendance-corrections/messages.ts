export const CORRECTION_MESSAGES = {
  submitted: 'Correction request submitted.',
  approved: 'Correction request approved.',
  rejected: 'Correction request rejected.',
  noTime: 'Give a clock in time, a clock out time or both.',
  reasonRequired: 'Please give a reason for the correction.',
  futureDate: 'Only past days and today can be corrected.',
  outsideWindow: (days: number) => `Only the last ${days} days can be corrected.`,
  beforeHire: (hireDate: string) => `This day is before your hire date (${hireDate}).`,
  futureTime: 'A corrected time cannot be in the future.',
  outBeforeIn: 'The clock out time must be after the clock in time.',
  needsClockIn: 'There is no record of this day: give a clock in time.',
  pendingExists: 'You already have an open correction request for this day.',
  notFound: 'Correction request not found.',
  ownRequest: 'You cannot decide on your own correction request.',
  alreadyDecided: (status: string) => `This correction request is already ${status}.`,
  recordNotFound: 'Attendance record not found.',
} as const;

/** Longest reason or comment kept; longer text is refused by the schema. */
export const CORRECTION_TEXT_MAX_LENGTH = 1000;
/** The newest requests a list returns at most. */
export const MAX_CORRECTION_ROWS = 1000;
export const CORRECTION_STATUSES = ['pending', 'approved', 'rejected'] as const;

/** A year at most: longer absences are a contract matter, not a leave request. */
export const MAX_LEAVE_DAYS = 366;

export const LEAVE_MESSAGES = {
  submitted: 'Leave request submitted successfully.',
  approved: 'Leave request approved.',
  rejected: 'Leave request rejected.',
  noManager: 'You have no manager assigned; your leave requests go to an administrator.',
  endBeforeStart: 'End date cannot be before start date.',
  startInPast: 'Leave cannot start in the past for this leave type.',
  unknownType: (name: string) => `Unknown leave type "${name}".`,
  halfDaysNotAllowed: (name: string) => `Half days are not allowed for ${name} leave.`,
  twoHalvesOneDay: 'A one-day request is a half day or a whole day: choose one half.',
  tooLong: `A leave request covers at most ${MAX_LEAVE_DAYS} days.`,
  overlap: (start: string, end: string, status: string) =>
    `These dates overlap your leave request from ${start} to ${end} (${status}).`,
  notFound: 'Leave request not found.',
  ownRequest: 'You cannot decide on your own leave request.',
  alreadyDecided: (status: string) => `This leave request is already ${status}.`,
  awaitingAdmin: 'This leave request has passed the manager stage and is waiting for an administrator.',
} as const;

/** Longest reason or comment kept; longer text is refused by the schema. */
export const LEAVE_TEXT_MAX_LENGTH = 1000;

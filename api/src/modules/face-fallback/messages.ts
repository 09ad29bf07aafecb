/** Texts of the reviewed fallback for a failed face check (mf-attendance shows the same). */
export const FALLBACK_MESSAGES = {
  clockedIn: 'Clocked in without face check: your manager will review it.',
  clockedOut: 'Clocked out without face check: your manager will review it.',
  disabled: 'Clocking without a face check is turned off.',
  notOffered: 'Clocking without a face check is offered only after 3 failed face checks within 10 minutes.',
  reasonRequired: 'Please give a reason for clocking without a face check.',
  accepted: 'Clock action accepted: the record is verified by manager.',
  rejected: 'Clock action rejected: the record is voided.',
  notFound: 'Clock action for review not found.',
  ownAction: 'You cannot review your own clock action.',
  alreadyDecided: (status: string) => `This clock action is already ${status}.`,
  photoNotFound: 'Photo not found.',
} as const;

/** Failed verify_face attempts, within the window, after which the fallback is offered. */
export const FALLBACK_AFTER_FAILURES = 3;
export const FALLBACK_FAILURE_WINDOW_MINUTES = 10;
/** Longest reason or comment kept; longer text is refused by the schema. */
export const FALLBACK_TEXT_MAX_LENGTH = 1000;
/** The newest fallbacks a list returns at most. */
export const MAX_FALLBACK_ROWS = 1000;
export const FALLBACK_STATUSES = ['pending', 'accepted', 'rejected'] as const;

import { errorFactory, type ErrorTexts } from '../../lib/app-error';

export const SHIFT_EXCHANGE_MESSAGES = {
  openShiftPosted: 'Open shift posted.',
  openShiftClaimed: 'Open shift claimed. Your manager will review your claim.',
  openShiftApproved: 'Claim approved: the shift is now on the roster.',
  openShiftRejected: 'Claim rejected: the shift is open again.',
  openShiftCancelled: 'Open shift cancelled.',
  swapRequested: 'Swap request sent to your colleague.',
  swapAccepted: 'Swap accepted. A manager will review it.',
  swapDeclined: 'Swap declined.',
  swapApproved: 'Swap approved: the roster shows the exchanged shifts.',
  swapRejected: 'Swap rejected.',
  swapCancelled: 'Swap request cancelled.',
} as const;

/** Refusals of this module, by stable code (api/src/error-codes.ts lists every module's). */
export const SHIFT_EXCHANGE_ERRORS = {
  'shift_exchange.department_not_found': 'Department not found.',
  'shift_exchange.not_your_department': 'You can only post open shifts for the departments of your team.',
  'shift_exchange.shift_type_not_found': 'Shift type not found or archived.',
  'shift_exchange.shift_in_past': 'This shift has already started: only shifts still to come can be offered or exchanged.',
  'shift_exchange.open_shift_not_found': 'Open shift not found.',
  'shift_exchange.not_in_department': 'Only members of its department can claim this open shift.',
  'shift_exchange.open_shift_status': ({ status, action }: { status: string; action: string }) =>
    `This open shift is ${status}: it cannot be ${action} now.`,
  'shift_exchange.own_claim': 'You cannot decide on your own claim.',
  'shift_exchange.not_claimer_manager': 'Only the manager of the person who claimed this shift, or an admin, can decide.',
  'shift_exchange.assignment_not_found': 'Shift not found.',
  'shift_exchange.not_your_shift': 'You can only offer to swap your own shifts.',
  'shift_exchange.shift_not_published': 'Only published shifts can be swapped.',
  'shift_exchange.target_is_you': 'Choose a colleague to swap with, not yourself.',
  'shift_exchange.target_not_colleague': 'You can only swap with an active colleague of one of your departments.',
  'shift_exchange.target_shift_mismatch': "The shift asked for in return must be one of your colleague's published shifts.",
  'shift_exchange.swap_pending_exists': 'This shift already has an open swap request.',
  'shift_exchange.swap_not_found': 'Swap request not found.',
  'shift_exchange.swap_status': ({ status, expected, action }: { status: string; expected: string; action: string }) =>
    `This swap request is ${status}; only a request that is ${expected} can be ${action}.`,
  'shift_exchange.not_swap_target': 'Only the colleague asked can accept or decline this swap.',
  'shift_exchange.not_swap_requester': 'Only the person who asked for this swap can cancel it.',
  'shift_exchange.own_swap': 'You cannot approve or reject a swap of your own shifts.',
  'shift_exchange.not_manager_of_both': 'Only a manager of both people, or an admin, can decide on this swap.',
  'shift_exchange.shift_changed': 'One of the shifts of this swap was changed or removed since it was asked for.',
} as const satisfies ErrorTexts;

export const shiftExchangeError = errorFactory(SHIFT_EXCHANGE_ERRORS);

/** Longest note, reason or comment kept (the columns' checks). */
export const EXCHANGE_TEXT_MAX_LENGTH = 500;
/** The rows a list returns at most. */
export const MAX_EXCHANGE_ROWS = 1000;
export const OPEN_SHIFT_STATUSES = ['open', 'claimed', 'filled', 'cancelled'] as const;
export const SWAP_STATUSES = ['pending peer', 'pending manager', 'approved', 'declined', 'rejected', 'cancelled'] as const;

import { errorFactory, type ErrorTexts } from '../../lib/app-error';

/** Texts of the reviewed fallback for a failed face check (mf-attendance shows the same). */
export const FALLBACK_MESSAGES = {
  clockedIn: 'Clocked in without face check: your manager will review it.',
  clockedOut: 'Clocked out without face check: your manager will review it.',
  accepted: 'Clock action accepted: the record is verified by manager.',
  rejected: 'Clock action rejected: the record is voided.',
} as const;

/** Refusals of this module, by stable code (api/src/error-codes.ts lists every module's). */
export const FALLBACK_ERRORS = {
  'face_fallback.disabled': 'Clocking without a face check is turned off.',
  'face_fallback.not_offered':
    'Clocking without a face check is offered only after 3 failed face checks within 10 minutes.',
  'face_fallback.reason_required': 'Please give a reason for clocking without a face check.',
  'face_fallback.not_found': 'Clock action for review not found.',
  'face_fallback.own_action': 'You cannot review your own clock action.',
  'face_fallback.already_decided': ({ status }: { status: string }) => `This clock action is already ${status}.`,
  'face_fallback.photo_not_found': 'Photo not found.',
} as const satisfies ErrorTexts;

export const fallbackError = errorFactory(FALLBACK_ERRORS);

/** Failed verify_face attempts, within the window, after which the fallback is offered. */
export const FALLBACK_AFTER_FAILURES = 3;
export const FALLBACK_FAILURE_WINDOW_MINUTES = 10;
/** Longest reason or comment kept; longer text is refused by the schema. */
export const FALLBACK_TEXT_MAX_LENGTH = 1000;
/** The newest fallbacks a list returns at most. */
export const MAX_FALLBACK_ROWS = 1000;
export const FALLBACK_STATUSES = ['pending', 'accepted', 'rejected'] as const;

import { errorFactory, type ErrorTexts } from '../../lib/app-error';

/** Texts of the kiosk routes, and the numbers they rest on. */
export const KIOSK_MESSAGES = {
  created: 'Kiosk registered. Enter the pairing code on the kiosk within 15 minutes.',
  revoked: 'Kiosk revoked.',
  notRecognised: 'Face not recognised. Please try again.',
  pinRequired: 'Please enter your PIN.',
  spoofSuspected: 'Face not accepted. Please look at the camera.',
  pinSet: 'PIN saved.',
} as const;

/** Refusals of this module, by stable code (api/src/error-codes.ts lists every module's). */
export const KIOSK_ERRORS = {
  'kiosk.not_found': 'Kiosk not found.',
  'kiosk.invalid_pairing_code': 'This pairing code is invalid or has expired.',
  'kiosk.missing_credential': 'This kiosk is not paired.',
  'kiosk.invalid_credential': 'This kiosk has been revoked or is not paired.',
  'kiosk.wrong_pin': 'PIN not recognised.',
  'kiosk.too_many_pin_attempts': 'Too many PIN attempts. Please try again later.',
  'kiosk.not_identified': 'Please look at the camera again before clocking.',
  'kiosk.employee_not_found': 'Employee not found.',
  'kiosk.too_many_attempts': 'Too many attempts. Please wait a minute.',
} as const satisfies ErrorTexts;

export const kioskError = errorFactory(KIOSK_ERRORS);

export const PAIRING_CODE_TTL_SECONDS = 15 * 60;
/** Ten digits: short enough to type on a touch screen, and pairing is rate limited per address. */
export const PAIRING_CODE_DIGITS = 10;
export const PIN_PATTERN = '^[0-9]{4,6}$';
/** How long a PIN challenge (an inconclusive identification) may be answered. */
export const PIN_CHALLENGE_TTL_SECONDS = 60;
/** Wrong PINs one employee may get in a window, from any kiosk, before PINs are refused for them. */
export const PIN_FAILURES_PER_WINDOW = 5;
export const PIN_WINDOW_SECONDS = 15 * 60;
/** Employees a PIN challenge may hold: the PIN picks one of them. */
export const PIN_CANDIDATES = 3;
/** How often the last-seen time of a kiosk is written, at most. */
export const LAST_SEEN_EVERY_MS = 60_000;

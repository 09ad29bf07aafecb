/** Texts of the kiosk routes, and the numbers they rest on. */
export const KIOSK_MESSAGES = {
  created: 'Kiosk registered. Enter the pairing code on the kiosk within 15 minutes.',
  revoked: 'Kiosk revoked.',
  notFound: 'Kiosk not found.',
  invalidPairingCode: 'This pairing code is invalid or has expired.',
  missingCredential: 'This kiosk is not paired.',
  invalidCredential: 'This kiosk has been revoked or is not paired.',
  notRecognised: 'Face not recognised. Please try again.',
  pinRequired: 'Please enter your PIN.',
  wrongPin: 'PIN not recognised.',
  tooManyPinAttempts: 'Too many PIN attempts. Please try again later.',
  spoofSuspected: 'Face not accepted. Please look at the camera.',
  notIdentified: 'Please look at the camera again before clocking.',
  pinSet: 'PIN saved.',
  employeeNotFound: 'Employee not found.',
  tooManyAttempts: 'Too many attempts. Please wait a minute.',
} as const;

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

/** A kiosk looks for a face this often while nobody is being served. */
export const KIOSK_CAPTURE_INTERVAL_MS = 2000;
/** The greeting, and the outcome of a clock action, stay this long before the kiosk starts over. */
export const KIOSK_RETURN_AFTER_MS = 8000;
export const KIOSK_RESULT_SHOWN_MS = 4000;
/** Big touch targets: a kiosk is used standing, often in a hurry. */
export const KIOSK_BUTTON_PX = 72;
export const PIN_MAX_DIGITS = 6;
export const PIN_MIN_DIGITS = 4;

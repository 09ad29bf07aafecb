// Spec section 9 and the face/GPS settings of the Attendance screen.
export const FACE_CAPTURE_INTERVAL_MS = 5000;
/** The first capture waits a moment after the camera starts, so the picture is exposed and in focus. */
export const FIRST_CAPTURE_DELAY_MS = 1000;
/** Failed captures after which the modal stops retrying by itself and offers 'Try again'. */
export const FACE_AUTO_ATTEMPTS = 5;
/** The running hours of an open day move on once a minute. */
export const RUNNING_HOURS_TICK_MS = 60_000;
/** Smallest height of a control a finger must hit (WCAG 2.5.5). */
export const TOUCH_TARGET_PX = 44;
export const VIDEO_CONSTRAINTS = { width: 1280, height: 720, facingMode: 'user' } as const;
export const SCREENSHOT_FORMAT = 'image/jpeg';

export const GEOLOCATION_OPTIONS: PositionOptions = { enableHighAccuracy: true, maximumAge: 0, timeout: 10000 };
/** GPS jitters by a few metres: the address is resolved again only after a real move, to spare the api. */
export const ADDRESS_REFRESH_DISTANCE_M = 25;

/** Shown for a missing value in a table cell. */
export const EMPTY_CELL = '—';

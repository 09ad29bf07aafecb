/** The setting that holds the logo's stored path; it is changed by upload, not in the table. */
export const LOGO_SETTING_KEY = 'SYSTEM_LOGO_PATH';

// Spec section 9: logo and its preview.
export const LOGO_MAX_WIDTH_PX = 300;

/** The work week's setting, edited as checkboxes on its own tab rather than as text in the table. */
export const WORK_DAYS_KEY = 'WORK_DAYS';
/** The days WORK_DAYS may hold, in week order (api/src/modules/settings/settings-catalog.ts). */
export const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];
/** Keys the settings table leaves to their own editors. */
export const KEYS_EDITED_ELSEWHERE: readonly string[] = [LOGO_SETTING_KEY, WORK_DAYS_KEY];

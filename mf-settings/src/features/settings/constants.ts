/** The setting that holds the logo's stored path; it is changed by upload, not in the table. */
export const LOGO_SETTING_KEY = 'SYSTEM_LOGO_PATH';

// Spec section 9: logo and its preview.
export const LOGO_MAX_WIDTH_PX = 300;

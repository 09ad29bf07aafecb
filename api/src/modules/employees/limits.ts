/** Longest name, job title, phone number or location name. */
export const TEXT_MAX = 100;
export const LOCATIONS_MAX = 20;
/** The allowed_locations text: LOCATIONS_MAX lines of coordinates and a name fit with room to spare. */
export const LOCATIONS_TEXT_MAX = 10_000;
export const IMAGE_MAX_MB = 10;
export const IMAGE_MAX_BYTES = IMAGE_MAX_MB * 1024 * 1024;

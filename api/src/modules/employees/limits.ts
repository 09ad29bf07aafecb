/** Longest name, job title, phone number or location name. */
export const TEXT_MAX = 100;
export const LOCATIONS_MAX = 20;
export const IMAGE_MAX_MB = 10;
export const IMAGE_MAX_BYTES = IMAGE_MAX_MB * 1024 * 1024;

// Limits of the api's schemas (api/src/modules/shifts/shift-types-schemas.ts, shift-exchange/open-shift-schemas.ts),
// checked in the forms first so a person learns them before sending.
export const SHIFT_TYPE_NAME_MAX_LENGTH = 60;
export const SHIFT_TYPE_OFFICE_MAX_LENGTH = 100;
export const SHIFT_TYPE_MAX_MINUTES = 240;
export const OPEN_SHIFT_NOTE_MAX_LENGTH = 500;

/** The api's clock: HH:MM on the 24-hour clock. */
export const CLOCK_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

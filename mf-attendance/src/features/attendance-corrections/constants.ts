/** Longest reason or comment the api keeps (CORRECTION_TEXT_MAX_LENGTH of its corrections module). */
export const CORRECTION_TEXT_MAX_LENGTH = 1000;

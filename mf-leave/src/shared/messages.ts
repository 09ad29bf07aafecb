/** The longest reason or comment the api keeps. */
export const LEAVE_TEXT_MAX_LENGTH = 1000;

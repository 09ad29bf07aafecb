/** Spec sections 2 and 9: after a successful change, back to / after 2 seconds. */
export const CHANGE_PASSWORD_REDIRECT_MS = 2000;

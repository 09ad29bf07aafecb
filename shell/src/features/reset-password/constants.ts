/** Spec section 9: after a successful reset, to /login after 3 seconds. */
export const RESET_REDIRECT_MS = 3000;

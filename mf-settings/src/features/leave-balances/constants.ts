// The api's limits (api/src/modules/leave-balances: leave-balances-schemas.ts and messages.ts).
/** A type counted in hours adjusts in minutes: 366 hours at most. */
export const MAX_ADJUSTMENT_MINUTES = 21_960;
export const MAX_ADJUSTMENT_DAYS = 366;
export const MAX_REASON_LENGTH = 500;

// The api's limits (api/src/modules/leave-balances: leave-balances-schemas.ts and messages.ts).
export const MAX_ADJUSTMENT_DAYS = 366;
export const MAX_REASON_LENGTH = 500;

// Spec section 9.
export const LEAVE_POLL_INTERVAL_MS = 30000;
export const MAX_PENDING_SHOWN = 3;
/** The work-hours bar is full at 8 hours. */
export const FULL_DAY_HOURS = 8;
export const LEAVE_LINKS = { employee: '/leave-dashboard', others: '/leave-approval' } as const;

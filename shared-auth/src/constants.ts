// Spec sections 4 and 9.
export const REFRESH_THRESHOLD_SECONDS = 120;
export const REFRESH_CHECK_INTERVAL_MS = 300000;
export const DEFAULT_FULL_NAME = 'Unknown User';

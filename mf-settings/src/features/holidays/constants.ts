// The api's limits (api/src/modules/holidays: messages.ts and holidays-schemas.ts).
export const ICS_MAX_BYTES = 1024 * 1024;
export const COUNTRY_PATTERN = /^[A-Za-z]{2}$/;
export const REGION_PATTERN = /^[A-Za-z0-9]{1,3}$/;

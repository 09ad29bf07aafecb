import type { ExpiryChoice } from './types';

/** The lifetimes offered first; the api takes 1 to 366 days (api-tokens-schemas.ts). */
export const EXPIRY_PRESETS = [30, 90, 365] as const;
export const MAX_EXPIRY_DAYS = 366;

const DAY_MS = 86_400_000;
const utcDay = (date: string) =>
  Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)));

/** Whole days from `today` to `date`, both `YYYY-MM-DD`. */
export function daysBetween(today: string, date: string): number {
  return Math.round((utcDay(date) - utcDay(today)) / DAY_MS);
}

/** The `YYYY-MM-DD` `days` after `today`. */
export function dateAfter(today: string, days: number): string {
  return new Date(utcDay(today) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The `expires_in_days` the api is sent for a choice; a date is counted from `today`. */
export function expiresInDays(choice: ExpiryChoice, date: string | undefined, today: string): number {
  return choice === 'date' ? daysBetween(today, date ?? today) : choice;
}

/** Whether a chosen date gives a lifetime the api accepts. */
export function isAllowedExpiryDate(today: string, date: string): boolean {
  const days = daysBetween(today, date);
  return days >= 1 && days <= MAX_EXPIRY_DAYS;
}

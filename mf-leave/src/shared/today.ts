const pad = (value: number) => String(value).padStart(2, '0');

/**
 * Today's date `YYYY-MM-DD` for the earliest leave start. The browser's calendar for now: swap for
 * shared-auth's `companyToday()` (the company's calendar) once that lands; the api checks either way.
 */
export function leaveToday(now: Date = new Date()): string {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

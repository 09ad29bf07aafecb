// Spec section 9: US English long dates, US 12-hour times with hour, minute and second.
const longDate = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
const longDateUtc = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
const time = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', second: '2-digit', hour12: true });

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** `2026-03-05` (a calendar date, shown as is) or a timestamp -> `March 5, 2026`. */
export function formatLongDate(value: string | null | undefined): string {
  if (!value) return '';
  if (DATE_ONLY.test(value)) return longDateUtc.format(new Date(`${value}T00:00:00Z`));
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : longDate.format(date);
}

/** A timestamp -> `9:05:07 AM` in the viewer's time zone. */
export function formatTime(value: string | null | undefined): string {
  if (!value) return '';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : time.format(date);
}

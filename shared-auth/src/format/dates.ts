// Spec section 9: US English long dates, US 12-hour times with hour, minute and second.
const longDate = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
const longDateUtc = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
});
const timeOptions = { hour: 'numeric', minute: '2-digit', second: '2-digit', hour12: true } as const;
const time = new Intl.DateTimeFormat('en-US', timeOptions);
const timeUtc = new Intl.DateTimeFormat('en-US', { ...timeOptions, timeZone: 'UTC' });

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const TIME_ONLY = /^(\d{1,2}):(\d{2})(?::(\d{2}))?/;

// Recent ICU puts a narrow no-break space before AM/PM; people (and text searches) expect a space.
const plainSpaces = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');

/** `2026-03-05` (a calendar date, shown as is) or a timestamp -> `March 5, 2026`. */
export function formatLongDate(value: string | null | undefined): string {
  if (!value) return '';
  if (DATE_ONLY.test(value)) return longDateUtc.format(new Date(`${value}T00:00:00Z`));
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : longDate.format(date);
}

/** A timestamp -> `9:05:07 AM` in the viewer's time zone; a wall-clock time `09:05:07` is shown as is. */
export function formatTime(value: string | null | undefined): string {
  if (!value) return '';
  const wallClock = TIME_ONLY.exec(value);
  if (wallClock && !value.includes('T')) {
    const [, hours, minutes, seconds = '00'] = wallClock;
    return plainSpaces(timeUtc.format(new Date(`1970-01-01T${hours!.padStart(2, '0')}:${minutes}:${seconds}Z`)));
  }
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : plainSpaces(time.format(date));
}

// US English long dates, US 12-hour times with hour, minute and second (company time zone), as every screen shows.
const longDateFormat = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
});
const shortDateFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const timeFormats = new Map<string, Intl.DateTimeFormat>();

const utcNoon = (date: string) => new Date(`${date}T12:00:00Z`);

/** '2026-03-05' -> 'March 5, 2026'. */
export const longDate = (date: string) => longDateFormat.format(utcNoon(date));

/** '2026-03-05' -> 'Mar 5'. */
export const shortDate = (date: string) => shortDateFormat.format(utcNoon(date));

/** An instant -> '9:05:07 AM' on the wall clock of `timeZone`. */
export function clockTime(instant: Date, timeZone: string): string {
  let format = timeFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      hour: 'numeric',
      minute: '2-digit',
      second: '2-digit',
      hour12: true,
      timeZone,
    });
    timeFormats.set(timeZone, format);
  }
  // Recent ICU puts a narrow no-break space before AM/PM, which the PDF's standard fonts cannot draw.
  return format.format(instant).replace(/[\u202f\u00a0]/g, ' ');
}

/** Hours with two decimals: 8.25 is a quarter past eight hours. */
export const hoursText = (hours: number) => hours.toFixed(2);

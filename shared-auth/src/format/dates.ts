import { currentLanguage } from '../language/language-store';
import { intlLocale } from '../language/languages';
import { browserTimeZone, companyTimeZone } from '../time-zone/company-time-zone';

// Spec section 9: US English long dates, US 12-hour times with hour, minute and second; another language writes
// them its own way (`5. März 2026`, `09:05:07`), always on the same clock. Timestamps are shown on the company's clock (ARCHITECTURE section 7), calendar dates and wall-clock times as they are.
const LONG_DATE = { year: 'numeric', month: 'long', day: 'numeric' } as const;
const TIME = { hour: 'numeric', minute: '2-digit', second: '2-digit', hour12: true } as const;

/** The spec's 12-hour clock is American: other languages read the clock their own way. */
const timeOptions = (locale: string): Intl.DateTimeFormatOptions =>
  locale === 'en-US' ? TIME : { ...TIME, hour: '2-digit', hour12: undefined };

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const TIME_ONLY = /^(\d{1,2}):(\d{2})(?::(\d{2}))?/;

/** The zone to show timestamps in and the zone the viewer's device runs in. */
export interface Zones {
  company: string;
  browser: string;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let found = formatters.get(key);
  if (!found) formatters.set(key, (found = new Intl.DateTimeFormat(locale, options)));
  return found;
}

const part = (format: Intl.DateTimeFormat, date: Date, type: Intl.DateTimeFormatPartTypes) =>
  format.formatToParts(date).find((piece) => piece.type === type)?.value ?? '';

const offset = (date: Date, timeZone: string) =>
  part(formatter('en-US', { timeZone, timeZoneName: 'longOffset' }), date, 'timeZoneName');

/** `PST`, `CET`, else `GMT+9`: en-US names American zones, en-GB European ones. */
export function zoneAbbreviation(date: Date, timeZone: string): string {
  const american = part(formatter('en-US', { timeZone, timeZoneName: 'short' }), date, 'timeZoneName');
  if (!american.startsWith('GMT')) return american;
  const european = part(formatter('en-GB', { timeZone, timeZoneName: 'short' }), date, 'timeZoneName');
  return european.startsWith('GMT+') || european.startsWith('GMT-') ? american : european;
}

// Recent ICU puts a narrow no-break space before AM/PM; people (and text searches) expect a space.
const plainSpaces = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');

const currentZones = (): Zones => ({ company: companyTimeZone(), browser: browserTimeZone() });

function parseTimestamp(value: string): Date | null {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

export function formatLongDateIn(value: string | null | undefined, zones: Zones, locale = 'en-US'): string {
  if (!value) return '';
  if (DATE_ONLY.test(value))
    return formatter(locale, { ...LONG_DATE, timeZone: 'UTC' }).format(new Date(`${value}T00:00:00Z`));
  const date = parseTimestamp(value);
  return date ? formatter(locale, { ...LONG_DATE, timeZone: zones.company }).format(date) : value;
}

export function formatTimeIn(value: string | null | undefined, zones: Zones, locale = 'en-US'): string {
  if (!value) return '';
  const wallClock = TIME_ONLY.exec(value);
  if (wallClock && !value.includes('T')) {
    const [, hours, minutes, seconds = '00'] = wallClock;
    const date = new Date(`1970-01-01T${hours!.padStart(2, '0')}:${minutes}:${seconds}Z`);
    return plainSpaces(formatter(locale, { ...timeOptions(locale), timeZone: 'UTC' }).format(date));
  }
  const date = parseTimestamp(value);
  if (!date) return value;
  const time = plainSpaces(formatter(locale, { ...timeOptions(locale), timeZone: zones.company }).format(date));
  // The viewer's own clock reads differently: say whose clock this is (one zone reads alike: no offsets to build).
  return zones.company === zones.browser || offset(date, zones.company) === offset(date, zones.browser)
    ? time
    : `${time} ${zoneAbbreviation(date, zones.company)}`;
}

/** `2026-03-05` (a calendar date, shown as is) or a timestamp (its date on the company's clock) -> `March 5, 2026`. */
export function formatLongDate(value: string | null | undefined): string {
  return formatLongDateIn(value, currentZones(), intlLocale(currentLanguage()));
}

/** A timestamp -> `9:05:07 AM` on the company's clock (`9:05:07 AM CET` when the browser's clock differs); a wall-clock time `09:05:07` as is. */
export function formatTime(value: string | null | undefined): string {
  return formatTimeIn(value, currentZones(), intlLocale(currentLanguage()));
}

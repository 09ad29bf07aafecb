import type { Language } from '../../lib/languages';
import { LOCALES } from '../../lib/message-catalogue';

// English: US long dates and US 12-hour times with seconds (company time zone), as every screen shows; the other
// languages: their locale's own.
const formats = new Map<string, Intl.DateTimeFormat>();

function formatOf(language: Language, timeZone: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${language} ${timeZone} ${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) formats.set(key, (format = new Intl.DateTimeFormat(LOCALES[language], { ...options, timeZone })));
  return format;
}

const utcNoon = (date: string) => new Date(`${date}T12:00:00Z`);

/** '2026-03-05' -> 'March 5, 2026' ('5. März 2026'). */
export const longDate = (date: string, language: Language = 'en') =>
  formatOf(language, 'UTC', { year: 'numeric', month: 'long', day: 'numeric' }).format(utcNoon(date));

/** '2026-03-05' -> 'Mar 5'. */
export const shortDate = (date: string, language: Language = 'en') =>
  formatOf(language, 'UTC', { month: 'short', day: 'numeric' }).format(utcNoon(date));

/** '2026-03-05' -> 'Thu' ('Do.'). */
export const weekdayName = (date: string, language: Language = 'en') =>
  formatOf(language, 'UTC', { weekday: 'short' }).format(utcNoon(date));

/** An instant -> '9:05:07 AM' ('09:05:07') on the wall clock of `timeZone`. */
export function clockTime(instant: Date, timeZone: string, language: Language = 'en'): string {
  const hour: Intl.DateTimeFormatOptions = language === 'en' ? { hour: 'numeric', hour12: true } : { hour: '2-digit' };
  const format = formatOf(language, timeZone, { ...hour, minute: '2-digit', second: '2-digit' });
  // Recent ICU puts a narrow no-break space before AM/PM, which the PDF's standard fonts cannot draw.
  return format.format(instant).replace(/[\u202f\u00a0]/g, ' ');
}

/** Hours with two decimals: 8.25 is a quarter past eight hours (8,25 in German). */
export const hoursText = (hours: number, language: Language = 'en') =>
  language === 'en'
    ? hours.toFixed(2)
    : hours.toLocaleString(LOCALES[language], {
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
        useGrouping: false,
      });

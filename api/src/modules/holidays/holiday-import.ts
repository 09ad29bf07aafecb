import type * as ical from 'node-ical';
import { dateHolidays, nodeIcal } from '../../lib/deferred-packages';
import { addDays } from '../../lib/time-zone';
import { isCalendarDate } from '../../lib/calendar-date';
import type { HolidayValues } from './holidays-repository';
import { holidayError, MAX_IMPORTED_HOLIDAYS } from './messages';

/** A year's public holidays of a country (and region) from date-holidays' bundled data: no network. */
export async function publicHolidays(
  country: string,
  region: string | undefined,
  year: number,
  location: string | null,
): Promise<HolidayValues[]> {
  const { default: Holidays } = await dateHolidays();
  const calendar = new Holidays();
  const countries = calendar.getCountries('en');
  const countryCode = country.toUpperCase();
  if (!countries[countryCode]) throw holidayError(400, 'holiday.unknown_country', { country });
  const regionCode = region?.toUpperCase();
  if (regionCode && !calendar.getStates(countryCode, 'en')?.[regionCode]) {
    throw holidayError(400, 'holiday.unknown_region', { country: countryCode, region: region! });
  }
  calendar.init(countryCode, regionCode ?? '', { languages: ['en'] });
  // Days off for everyone; bank, school, optional and observance days are working days.
  const found = calendar.getHolidays(year, 'en').filter((holiday) => holiday.type === 'public');
  const byDate = new Map<string, HolidayValues>();
  for (const holiday of found) {
    const date = holiday.date.slice(0, 10);
    if (!byDate.has(date)) byDate.set(date, { holiday_date: date, name: holiday.name, location });
  }
  return [...byDate.values()];
}

/** node-ical builds an all-day date at local midnight, a timed one at its instant (read in UTC here). */
function calendarDay(date: Date & { dateOnly?: boolean }): string {
  if (!date.dateOnly) return date.toISOString().slice(0, 10);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The all-day events of an .ics file as holidays; an event over several days gives one holiday a day. */
export async function icsHolidays(bytes: Buffer, location: string | null): Promise<HolidayValues[]> {
  const { sync } = await nodeIcal();
  let events: ical.VEvent[];
  try {
    const text = bytes.toString('utf8');
    if (!text.includes('BEGIN:VCALENDAR')) throw new Error('not a calendar');
    events = Object.values(sync.parseICS(text)).filter((item): item is ical.VEvent => item?.type === 'VEVENT');
  } catch {
    throw holidayError(400, 'holiday.ics_invalid');
  }
  const holidays = new Map<string, HolidayValues>();
  for (const event of events) {
    if (!(event.start instanceof Date)) continue;
    const name = (typeof event.summary === 'string' ? event.summary : (event.summary?.val ?? '')).trim() || 'Holiday';
    // An all-day event's DTEND is the day after its last day.
    const first = calendarDay(event.start);
    const end = event.end instanceof Date ? addDays(calendarDay(event.end), event.end.dateOnly ? -1 : 0) : first;
    for (let day = first; day <= (end < first ? first : end); day = addDays(day, 1)) {
      if (holidays.size >= MAX_IMPORTED_HOLIDAYS) break;
      if (isCalendarDate(day) && !holidays.has(day))
        holidays.set(day, { holiday_date: day, name: name.slice(0, 200), location });
    }
  }
  if (holidays.size === 0) throw holidayError(400, 'holiday.ics_empty');
  return [...holidays.values()];
}

import type { PayPeriodFrequency } from '../../db/types';

export interface PeriodDates {
  name: string;
  start_date: string;
  end_date: string;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const LONG_MONTHS = new Intl.DateTimeFormat('en-US', { month: 'long', timeZone: 'UTC' });
const DAY_MS = 86_400_000;

const toDate = (iso: string) => new Date(`${iso}T00:00:00Z`);
const iso = (date: Date) => date.toISOString().slice(0, 10);

export function addDays(isoDate: string, days: number): string {
  return iso(new Date(toDate(isoDate).getTime() + days * DAY_MS));
}

const lastOfMonth = (date: Date) => new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0));
const dayMonth = (date: Date) => `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]}`;

/** ISO 8601 week number and its year (the year of the week's Thursday). */
function isoWeek(date: Date): { week: number; year: number } {
  const thursday = new Date(date.getTime() + (3 - ((date.getUTCDay() + 6) % 7)) * DAY_MS);
  const firstThursdayYear = Date.UTC(thursday.getUTCFullYear(), 0, 1);
  return {
    week: Math.floor((thursday.getTime() - firstThursdayYear) / (7 * DAY_MS)) + 1,
    year: thursday.getUTCFullYear(),
  };
}

/** '23 Nov - 6 Dec 2026', or with both years when the range crosses one: '28 Dec 2026 - 10 Jan 2027'. */
function rangeName(start: Date, end: Date): string {
  const sameYear = start.getUTCFullYear() === end.getUTCFullYear();
  return `${dayMonth(start)}${sameYear ? '' : ` ${start.getUTCFullYear()}`} - ${dayMonth(end)} ${end.getUTCFullYear()}`;
}

function onePeriod(frequency: PayPeriodFrequency, startIso: string): PeriodDates {
  const start = toDate(startIso);
  const year = start.getUTCFullYear();
  if (frequency === 'weekly') {
    const { week, year: weekYear } = isoWeek(start);
    return { name: `Week ${week} ${weekYear}`, start_date: startIso, end_date: addDays(startIso, 6) };
  }
  if (frequency === 'biweekly') {
    const end = addDays(startIso, 13);
    return { name: rangeName(start, toDate(end)), start_date: startIso, end_date: end };
  }
  const monthEnd = lastOfMonth(start);
  if (frequency === 'monthly') {
    return { name: `${LONG_MONTHS.format(start)} ${year}`, start_date: startIso, end_date: iso(monthEnd) };
  }
  const end = start.getUTCDate() === 1 ? new Date(Date.UTC(year, start.getUTCMonth(), 15)) : monthEnd;
  const name = `${start.getUTCDate()}-${end.getUTCDate()} ${MONTHS[start.getUTCMonth()]} ${year}`;
  return { name, start_date: startIso, end_date: iso(end) };
}

/** `count` consecutive periods from `start` (already checked: the 1st or 16th for semi-monthly, the 1st for monthly). */
export function consecutivePeriods(frequency: PayPeriodFrequency, start: string, count: number): PeriodDates[] {
  const periods: PeriodDates[] = [];
  let next = start;
  for (let i = 0; i < count; i += 1) {
    const period = onePeriod(frequency, next);
    periods.push(period);
    next = addDays(period.end_date, 1);
  }
  return periods;
}

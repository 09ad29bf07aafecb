import { addDays } from '../../lib/time-zone';

const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/**
 * 'MM-DD' of each birthday that falls in the `days` days after `today` (today included), mapped to the
 * date it is celebrated. Across the year end the dates simply run on into January. People born on
 * 29 February celebrate on the 28th in years without one.
 */
export function birthdayWindow(today: string, days: number): Map<string, string> {
  const window = new Map<string, string>();
  for (let offset = 0; offset <= days; offset += 1) {
    const date = addDays(today, offset);
    window.set(date.slice(5), date);
    if (date.endsWith('-02-28') && !isLeapYear(Number(date.slice(0, 4)))) window.set('02-29', date);
  }
  return window;
}

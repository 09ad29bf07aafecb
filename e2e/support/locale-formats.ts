import type { Page } from 'playwright-core';

/** What the browser's `Intl` writes in a locale: month and weekday names, digits 0-9 and the decimal sign. */
interface IntlWords {
  months: string[];
  weekdays: string[];
  digits: string;
  decimal: string;
}

function intlWords(locale: string): IntlWords {
  const monthsOf = (month: 'long' | 'short') =>
    Array.from({ length: 12 }, (_, index) => new Date(Date.UTC(2026, index, 15))).flatMap((date) => [
      // Alone (a calendar's heading) and inside a date (`18. März`): some languages inflect the name.
      new Intl.DateTimeFormat(locale, { month, timeZone: 'UTC' }).format(date),
      new Intl.DateTimeFormat(locale, { month, day: 'numeric', timeZone: 'UTC' })
        .formatToParts(date)
        .find((part) => part.type === 'month')!.value,
    ]);
  // 2026-03-16 is a Monday.
  const weekdaysOf = (weekday: 'long' | 'short') =>
    Array.from({ length: 7 }, (_, index) =>
      new Intl.DateTimeFormat(locale, { weekday, timeZone: 'UTC' }).format(new Date(Date.UTC(2026, 2, 16 + index))),
    );
  const numbers = new Intl.NumberFormat(locale, { useGrouping: false });
  return {
    months: [...new Set([...monthsOf('long'), ...monthsOf('short')])],
    weekdays: [...weekdaysOf('long'), ...weekdaysOf('short')],
    digits: Array.from({ length: 10 }, (_, digit) => numbers.format(digit)).join(''),
    decimal: new Intl.NumberFormat(locale).formatToParts(1.5).find((part) => part.type === 'decimal')!.value,
  };
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const oneOf = (texts: string[]) =>
  `(?:${[...texts]
    .sort((a, b) => b.length - a.length)
    .map(escaped)
    .join('|')})`;

/** The checks of a page's dates and numbers in `locale`, as the page's own `Intl` writes them. */
export interface LocaleFormats {
  /** A date as the locale writes it: `18. März`, `März 2026`, `18.03.2026`, `Mo. 16`; Arabic `18 مارس` in its digits. */
  date: RegExp;
  /**
   * What only English writes, every match (`g`): its month and day names, `AM`/`PM`, a decimal point where the
   * locale has another sign.
   */
  english: RegExp;
}

export async function localeFormats(page: Page, locale: string): Promise<LocaleFormats> {
  const own = await page.evaluate(intlWords, locale);
  const english = await page.evaluate(intlWords, 'en-US');
  const digit = `[${escaped(own.digits)}]`;
  const month = oneOf(own.months);
  const weekday = oneOf(own.weekdays);
  // A bidirectional mark may sit between an Arabic date's parts.
  const separator = '\\u200f?[./]\\u200f?';
  const date = [
    `${digit}{1,2}\\.?\\s?${month}`,
    `${month}\\s?${digit}{4}`,
    // A day of a week's list: `Mo. 16`.
    `${weekday}\\s?${digit}{1,2}\\b`,
    `${digit}{1,2}${separator}${digit}{1,2}${separator}${digit}{2,4}`,
  ].join('|');
  // German writes April, August, September and November as English does.
  const englishMonth = oneOf(english.months.filter((name) => !own.months.includes(name)));
  const englishWeekday = oneOf(english.weekdays.filter((name) => !own.weekdays.includes(name)));
  const englishOnly = [
    `\\b${englishMonth}\\b\\.?\\s?\\d`,
    `\\d\\s${englishMonth}\\b`,
    `\\b${englishWeekday}\\b`,
    `\\d\\s?(?:AM|PM)\\b`,
    // A decimal point where the locale writes another sign (German `7,5`): not a date's or a version's dots.
    ...(own.decimal === '.' ? [] : ['(?<![\\d.])\\d+\\.(?:\\d{1,2}|\\d{4,})(?![\\d.])']),
  ].join('|');
  return { date: new RegExp(date, 'u'), english: new RegExp(englishOnly, 'gu') };
}

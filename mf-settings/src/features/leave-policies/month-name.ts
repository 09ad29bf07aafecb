import { intlLocale, type Language } from 'shared-auth';

/** 1..12 -> the month's name in the page's language ('January', 'Januar', 'يناير'). */
export const monthName = (month: number, language: Language) =>
  new Intl.DateTimeFormat(intlLocale(language), { month: 'long', timeZone: 'UTC' }).format(
    Date.UTC(2000, month - 1, 1),
  );

export const MONTH_NUMBERS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const;

import type { Language } from '../lib/languages';
import { catalogueReader, type Catalogues, LOCALES, type MessageParams } from '../lib/message-catalogue';
import ar from './ar.json';
import de from './de.json';
import en from './en.json';
import es from './es.json';
import fr from './fr.json';

export type MailKey = keyof typeof en;

/** Every mail's texts by language, as ICU messages; mail-texts.test.ts checks each language has every key. */
export const MAIL_CATALOGUES: Catalogues<MailKey> = { en, de, fr, es, ar };

const readMail = catalogueReader(MAIL_CATALOGUES);

/** What the mails of one recipient are written with: their language's texts and dates. */
export interface MailTexts {
  language: Language;
  text(key: MailKey, params?: MessageParams): string;
  /** A calendar date (YYYY-MM-DD) written out: "January 5, 2026", with the weekday "Monday, January 5, 2026". */
  day(date: string, withWeekday?: boolean): string;
  /** The mail's HTML paragraphs, marked with the language (and right to left for Arabic); English as before. */
  html(paragraphs: string): string;
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();

function cached<T>(map: Map<string, T>, key: string, make: () => T): T {
  let found = map.get(key);
  if (!found) map.set(key, (found = make()));
  return found;
}

export function mailTexts(language: Language): MailTexts {
  const locale = LOCALES[language];
  return {
    language,
    text: readMail(language),
    // A date without a time is the same day in every zone: written at UTC midnight so no zone shifts it.
    day: (date, withWeekday = false) =>
      cached(
        dateFormats,
        `${language} ${withWeekday}`,
        () =>
          new Intl.DateTimeFormat(locale, {
            ...(withWeekday ? { weekday: 'long' } : {}),
            year: 'numeric',
            month: 'long',
            day: 'numeric',
            timeZone: 'UTC',
          }),
      ).format(new Date(`${date}T00:00:00Z`)),
    html: (paragraphs) =>
      language === 'en'
        ? paragraphs
        : `<div lang="${language}"${language === 'ar' ? ' dir="rtl"' : ''}>${paragraphs}</div>`,
  };
}

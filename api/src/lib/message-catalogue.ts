import { IntlMessageFormat } from 'intl-messageformat';
import type { Language } from './languages';

/** The locale each language writes numbers and dates in; en-US: the English the screens show. */
export const LOCALES: Record<Language, string> = { en: 'en-US', de: 'de-DE', fr: 'fr-FR', es: 'es-ES', ar: 'ar' };

export type Catalogues<K extends string> = Record<Language, Readonly<Record<K, string>>>;

export type MessageParams = Readonly<Record<string, string | number>>;

/** A reader of ICU catalogues (one JSON file per language): `read('de')('greeting', { name })`. */
export function catalogueReader<K extends string>(catalogues: Catalogues<K>) {
  const formats = new Map<string, IntlMessageFormat>();
  return (language: Language) =>
    (key: K, params: MessageParams = {}): string => {
      const id = `${language} ${key}`;
      let format = formats.get(id);
      if (!format) formats.set(id, (format = new IntlMessageFormat(catalogues[language][key], LOCALES[language])));
      return String(format.format(params));
    };
}

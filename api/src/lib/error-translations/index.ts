import { IntlMessageFormat } from 'intl-messageformat';
import type { AppError } from '../app-error';
import type { Language } from '../languages';
import ar from './ar.json';
import de from './de.json';
import es from './es.json';
import fr from './fr.json';

// The codes' texts in the other languages, as ICU messages with the English text's parameters. English stays the
// registry's own text (error-codes.ts); a code without a translation yet answers in English.
export const ERROR_TRANSLATIONS: Record<Exclude<Language, 'en'>, Readonly<Record<string, string>>> = { de, fr, es, ar };

const formats = new Map<string, IntlMessageFormat>();

function format(language: Language, code: string, message: string): IntlMessageFormat {
  const key = `${language} ${code}`;
  let found = formats.get(key);
  if (!found) formats.set(key, (found = new IntlMessageFormat(message, language)));
  return found;
}

/** The error's text in `language`. */
export function errorTextIn(error: AppError, language: Language): string {
  const message = language === 'en' ? undefined : ERROR_TRANSLATIONS[language][error.code];
  if (message === undefined) return error.message;
  return String(format(language, error.code, message).format(error.params ?? {})).trim();
}

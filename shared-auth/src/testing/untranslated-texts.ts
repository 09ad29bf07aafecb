import type { Catalog } from '../i18n/i18n-instance';
import { catalogueTexts, SHOWN_ATTRIBUTES, shownTexts } from './page-texts';

/**
 * The English texts of a namespace still on the page once it shows `translated`'s language: a text left literal
 * in the code shows up here. Texts with arguments, and those the language spells as English does, are left out.
 */
export function untranslatedTexts(english: Catalog, translated: Catalog): string[] {
  const other = catalogueTexts(translated);
  const shown = new Set(shownTexts({ attributes: SHOWN_ATTRIBUTES, visibleOnly: false }));
  return [...catalogueTexts(english)]
    .filter(([key, text]) => !text.includes('{') && other.get(key) !== text)
    .map(([, text]) => text)
    .filter((text) => shown.has(text));
}

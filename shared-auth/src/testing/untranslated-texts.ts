import type { Catalog } from '../i18n/i18n-instance';

const ATTRIBUTES = ['aria-label', 'placeholder', 'title', 'alt'];

/** key path -> text of a nested catalogue. */
function textsOf(catalog: Catalog, prefix = ''): Map<string, string> {
  return new Map(
    Object.entries(catalog).flatMap(([key, value]) =>
      typeof value === 'string' ? [[`${prefix}${key}`, value]] : [...textsOf(value, `${prefix}${key}.`)],
    ),
  );
}

/**
 * What a reader sees or hears of the page, piece by piece: its texts and the labels, placeholders and titles of its
 * elements (whole pieces: an English word inside data, `admin@acme.example`, is no English text).
 */
function shownTexts(): Set<string> {
  const texts: string[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  while (walker.nextNode()) texts.push(walker.currentNode.textContent ?? '');
  const attributes = [...document.querySelectorAll(ATTRIBUTES.map((name) => `[${name}]`).join(','))].flatMap(
    (element) => ATTRIBUTES.map((name) => element.getAttribute(name) ?? ''),
  );
  return new Set([...texts, ...attributes].map((text) => text.trim()));
}

/**
 * The English texts of a namespace still on the page once it shows `translated`'s language: a text left literal
 * in the code shows up here. Texts with arguments, and those the language spells as English does, are left out.
 */
export function untranslatedTexts(english: Catalog, translated: Catalog): string[] {
  const other = textsOf(translated);
  const shown = shownTexts();
  return [...textsOf(english)]
    .filter(([key, text]) => !text.includes('{') && other.get(key) !== text)
    .map(([, text]) => text)
    .filter((text) => shown.has(text));
}

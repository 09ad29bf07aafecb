import { readFileSync } from 'node:fs';
import path from 'node:path';
import registry from '../../config/remotes.json';
// eslint-disable-next-line no-restricted-imports
import { catalogueTexts, type NestedTexts } from '../../shared-auth/src/testing/page-texts';
import type { Words } from './primary-actions';
import { REPO_ROOT } from './server';

/**
 * Where each package keeps its catalogues (issue 25): shared-auth's common texts, the shell's (its sign-in pages'
 * apart) and each remote's in the registry, so a new remote's texts are checked without a change here.
 */
const CATALOGUE_FOLDERS = [
  'shared-auth/src/i18n/locales',
  'shell/src/locales',
  'shell/src/locales/public',
  ...registry.remotes.map((remote) => `${remote.package}/src/locales`),
];

function readTexts(language: string): Map<string, string> {
  return new Map(
    CATALOGUE_FOLDERS.flatMap((folder) => {
      const file = path.join(REPO_ROOT, folder, `${language}.json`);
      const texts = catalogueTexts(JSON.parse(readFileSync(file, 'utf8')) as NestedTexts);
      return [...texts].map(([key, text]) => [`${folder}:${key}`, text] as const);
    }),
  );
}

const read = new Map<string, Map<string, string>>();

/** `folder:key` -> text of every package's catalogue in `language`. */
export function allTexts(language: string): Map<string, string> {
  if (!read.has(language)) read.set(language, readTexts(language));
  return read.get(language)!;
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The words of the walks (see primary-actions.ts) in `language`: every translation of an English text. */
export function wordsIn(language: string): Words {
  const english = allTexts('en');
  const translated = allTexts(language);
  return (text) => {
    const found = [...new Set([...english].filter(([, value]) => value === text).map(([key]) => translated.get(key)!))];
    if (found.length === 0) throw new Error(`no English catalogue has '${text}'`);
    // One translation: a string, matched as Playwright matches the English one (any case, part of the name).
    return found.length === 1 ? found[0]! : new RegExp(found.map(escaped).join('|'), 'i');
  };
}

/** The parts of an ICU message outside its arguments: `Edit {name}` -> ['Edit ', '']. */
function literalParts(message: string): string[] {
  const parts = [''];
  let depth = 0;
  for (const character of message) {
    if (character === '{') {
      if (depth++ === 0) parts.push('');
    } else if (character === '}') depth--;
    else if (depth === 0) parts[parts.length - 1] += character;
  }
  return parts;
}

/** A shown text that is an English catalogue text, with whatever its arguments are: `Edit {name}` -> /^Edit .+$/. */
function shownPattern(message: string): RegExp {
  return new RegExp(`^${literalParts(message).map(escaped).join('.+')}$`, 'su');
}

/** How many letters a message's own words have: below this, a message with arguments says too little to find. */
const MIN_LETTERS = 4;

/**
 * Finds the English catalogue texts in a page's texts in another language. Only `sameInTheLanguage` may show as
 * they are (`Status` in German): a catalogue that copies the English text does not make it the language's own.
 */
export function englishFinder(sameInTheLanguage: ReadonlySet<string>) {
  const english = [...new Set(allTexts('en').values())].filter((text) => !sameInTheLanguage.has(text));
  const plain = new Set(english.filter((text) => !text.includes('{')));
  const patterns = english
    .filter((text) => text.includes('{') && literalParts(text).join('').replace(/\P{L}/gu, '').length >= MIN_LETTERS)
    .map((text) => ({ text, pattern: shownPattern(text) }));
  /** The pieces of `shown` that are English, each with the catalogue texts it is. */
  return (shown: readonly string[], ignored: ReadonlySet<string>): Array<{ piece: string; english: string[] }> =>
    shown
      .filter((piece) => !ignored.has(piece))
      .map((piece) => ({
        piece,
        english: plain.has(piece)
          ? [piece]
          : patterns.filter(({ pattern }) => pattern.test(piece)).map(({ text }) => text),
      }))
      .filter(({ english }) => english.length > 0);
}

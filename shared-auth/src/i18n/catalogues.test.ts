import fs from 'node:fs';
import path from 'node:path';
import {
  isArgumentElement,
  isLiteralElement,
  isPoundElement,
  parse,
  type MessageFormatElement,
} from '@formatjs/icu-messageformat-parser';
import { LANGUAGES } from '../language/languages';

// Every catalogue folder of the workspace: shared-auth's common texts and each app's `src/locales` (a namespace per
// folder, one file per language). A remote that adds its namespace is checked here without being listed.
const ROOT = path.join(__dirname, '../../..');
const catalogueFolders = [
  path.join(ROOT, 'shared-auth/src/i18n/locales'),
  ...fs
    .readdirSync(ROOT, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && fs.existsSync(path.join(ROOT, entry.name, 'src/locales')))
    .flatMap((entry) => foldersWithCatalogues(path.join(ROOT, entry.name, 'src/locales'))),
];

function foldersWithCatalogues(dir: string): string[] {
  const subFolders = fs.readdirSync(dir, { withFileTypes: true }).filter((entry) => entry.isDirectory());
  return [
    ...(fs.existsSync(path.join(dir, 'en.json')) ? [dir] : []),
    ...subFolders.flatMap((entry) => foldersWithCatalogues(path.join(dir, entry.name))),
  ];
}

type Tree = { [key: string]: string | Tree };

/** key path -> message of a nested catalogue. */
function messagesOf(tree: Tree, prefix = ''): Map<string, string> {
  return new Map(
    Object.entries(tree).flatMap(([key, value]) =>
      typeof value === 'string' ? [[`${prefix}${key}`, value]] : [...messagesOf(value, `${prefix}${key}.`)],
    ),
  );
}

const read = (folder: string, language: string) =>
  messagesOf(JSON.parse(fs.readFileSync(path.join(folder, `${language}.json`), 'utf8')) as Tree);

/** The argument names of a message, plural and select arguments included, at any depth. */
function argumentsOf(elements: MessageFormatElement[]): string[] {
  return elements.flatMap((element) => {
    if (isLiteralElement(element) || isPoundElement(element)) return [];
    const nested = 'options' in element ? Object.values(element.options).flatMap((o) => argumentsOf(o.value)) : [];
    return ['value' in element ? String(element.value) : '', ...nested].filter(Boolean);
  });
}

const relative = (folder: string) => path.relative(ROOT, folder);

describe.each(catalogueFolders.map((folder) => [relative(folder), folder]))('the catalogues in %s', (_name, folder) => {
  const english = read(folder, 'en');

  it('has every language, each with exactly the English keys and none empty', () => {
    expect(english.size).toBeGreaterThan(0);
    for (const language of LANGUAGES) {
      const messages = read(folder, language);
      expect([language, [...messages.keys()].sort()]).toEqual([language, [...english.keys()].sort()]);
      const empty = [...messages].filter(([, message]) => message.trim() === '').map(([key]) => key);
      expect([language, empty]).toEqual([language, []]);
    }
  });

  it('parses as ICU in every language, with the English arguments', () => {
    for (const language of LANGUAGES) {
      for (const [key, message] of read(folder, language)) {
        let used: string[];
        try {
          used = [...new Set(argumentsOf(parse(message)))].sort();
        } catch (error) {
          throw new Error(`${relative(folder)}/${language}.json ${key}: ${String(error)}`);
        }
        const expected = [...new Set(argumentsOf(parse(english.get(key)!)))].sort();
        expect([language, key, used]).toEqual([language, key, expected]);
      }
    }
  });

  // The sign-in pages read these without i18next (shell/src/shared/public-page/public-texts.ts): `{name}` only.
  if (path.basename(folder) === 'public') {
    it('holds plain arguments only, which the sign-in pages fill in themselves', () => {
      for (const language of LANGUAGES) {
        for (const [key, message] of read(folder, language)) {
          const complex = parse(message).filter((element) => !isLiteralElement(element) && !isArgumentElement(element));
          expect([language, key, complex]).toEqual([language, key, []]);
        }
      }
    });
  }
});

it('finds the common, the shell and the sign-in catalogues', () => {
  expect(catalogueFolders.map(relative)).toEqual(
    expect.arrayContaining(['shared-auth/src/i18n/locales', 'shell/src/locales', 'shell/src/locales/public']),
  );
});

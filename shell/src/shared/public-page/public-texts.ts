import { useMemo } from 'react';
import { addLanguageLoader, useLanguage, type Language } from 'shared-auth';
import english from '../../locales/public/en.json';

// The pages before sign-in read their texts without i18next: the sign-in page keeps to its transfer budget, and
// English (the spec's words) ships with it. Their catalogues hold plain `{name}` arguments only (locales.test.ts).
type Catalog = typeof english;
type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];
export type PublicTextKey = Leaves<Catalog>;

const catalogs = new Map<Language, Catalog>([['en', english]]);

addLanguageLoader(async (language) => {
  if (!catalogs.has(language))
    catalogs.set(language, (await import(`../../locales/public/${language}.json`)).default as Catalog);
});

function lookUp(catalog: Catalog, key: PublicTextKey): string {
  return key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], catalog) as string;
}

/** The text of `key` in the page's language, its `{name}` arguments filled in. */
export function usePublicTexts(): (key: PublicTextKey, values?: Record<string, string>) => string {
  const catalog = catalogs.get(useLanguage()) ?? english;
  return useMemo(
    () =>
      (key, values = {}) =>
        lookUp(catalog, key).replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole),
    [catalog],
  );
}

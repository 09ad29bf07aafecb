import type { Locale } from 'antd/es/locale';
import dayjs from 'dayjs';
import { use } from 'react';
import { addLanguageLoader, type Language } from 'shared-auth';

// antd's own texts (pagination, pickers, empty tables) and dayjs's month and day names follow the page's language;
// English is antd's default. Each loads once, when the page first switches to it.
const ANTD_LOCALES: Record<Exclude<Language, 'en'>, () => Promise<{ default: Locale }>> = {
  de: () => import('antd/locale/de_DE'),
  fr: () => import('antd/locale/fr_FR'),
  es: () => import('antd/locale/es_ES'),
  ar: () => import('antd/locale/ar_EG'),
};
const DAYJS_LOCALES: Record<Exclude<Language, 'en'>, () => Promise<unknown>> = {
  de: () => import('dayjs/locale/de'),
  fr: () => import('dayjs/locale/fr'),
  es: () => import('dayjs/locale/es'),
  ar: () => import('dayjs/locale/ar'),
};

const loaded = new Map<Language, Locale | undefined>([['en', undefined]]);
const loading = new Map<Language, Promise<void>>();

/** Loads antd's locale of `language` once (and dayjs's with it). */
function loadLocale(language: Language): Promise<void> {
  if (loaded.has(language)) return Promise.resolve();
  let found = loading.get(language);
  if (!found) {
    const other = language as Exclude<Language, 'en'>;
    found = Promise.all([ANTD_LOCALES[other](), DAYJS_LOCALES[other]()]).then(([antd]) => {
      loaded.set(language, antd.default);
    });
    loading.set(language, found);
  }
  return found;
}

// A later switch waits for the language's locale, so texts, antd and dayjs change together.
addLanguageLoader(async (language) => {
  await loadLocale(language);
  dayjs.locale(language);
});

/** antd's locale of the page's language (undefined: English); suspends while a language first loads. */
export function useAntdLocale(language: Language): Locale | undefined {
  if (!loaded.has(language)) use(loadLocale(language).then(() => dayjs.locale(language)));
  return loaded.get(language);
}

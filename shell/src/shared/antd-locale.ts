import type { Locale } from 'antd/es/locale';
import dayjs from 'dayjs';
import { addLanguageLoader, type Language } from 'shared-auth';

// antd's own texts (pagination, pickers, empty tables) and dayjs's month and day names follow the page's language;
// English is antd's default. Each loads once, when the page first switches to it.
const ANTD_LOCALES: Record<Exclude<Language, 'en'>, () => Promise<{ default: Locale }>> = {
  de: () => import('antd/locale/de_DE'),
  fr: () => import('antd/locale/fr_FR'),
  es: () => import('antd/locale/es_ES'),
  ar: () => import('antd/locale/ar_EG'),
};
const DAYJS_LOCALES: Record<Exclude<Language, 'en'>, () => Promise<{ default: { weekdaysShort?: string[] } }>> = {
  de: () => import('dayjs/locale/de'),
  fr: () => import('dayjs/locale/fr'),
  es: () => import('dayjs/locale/es'),
  ar: () => import('dayjs/locale/ar'),
};

const loaded = new Map<Language, Locale | undefined>([['en', undefined]]);
const loading = new Map<Language, Promise<Locale>>();

/**
 * antd's Arabic pickers head their columns with the days' full names ("الخميس"), wider than a day's column on a
 * phone, so neighbours ran together: dayjs's short names ("خميس") instead, as the other languages' pickers have.
 */
function withShortDayNames(locale: Locale, names: string[]): Locale {
  const shorten = <Picker extends { lang?: object }>(picker?: Picker) =>
    picker && { ...picker, lang: { ...picker.lang, shortWeekDays: names } };
  return { ...locale, DatePicker: shorten(locale.DatePicker), Calendar: shorten(locale.Calendar) };
}

/** Loads antd's locale of `language` once (and dayjs's with it). */
function loadLocale(language: Exclude<Language, 'en'>): Promise<Locale> {
  let found = loading.get(language);
  if (!found) {
    found = Promise.all([ANTD_LOCALES[language](), DAYJS_LOCALES[language]()]).then(([antd, days]) =>
      language === 'ar' && days.default.weekdaysShort
        ? withShortDayNames(antd.default, days.default.weekdaysShort)
        : antd.default,
    );
    // A failed load may be tried again.
    found.catch(() => loading.delete(language));
    loading.set(language, found);
  }
  return found;
}

function apply(language: Language, locale: Locale | undefined): void {
  loaded.set(language, locale);
  dayjs.locale(language);
}

// A later switch waits for the language's locale, so texts, antd and dayjs change together.
addLanguageLoader(async (language) => {
  apply(language, language === 'en' ? undefined : await loadLocale(language));
});

/** A first load while the page is already in the language (chosen on the sign-in page, before antd was loaded). */
type FirstLoad = Promise<void> & { failure?: { reason: unknown } };
const firstLoads = new Map<Language, FirstLoad>();

function firstLoad(language: Exclude<Language, 'en'>): FirstLoad {
  let found = firstLoads.get(language);
  if (!found) {
    const load: FirstLoad = loadLocale(language).then((locale) => apply(language, locale));
    load.catch((reason: unknown) => (load.failure = { reason }));
    firstLoads.set(language, (found = load));
  }
  // This render reports the failure; the next one (a retry) loads again.
  if (found.failure) firstLoads.delete(language);
  return found;
}

/**
 * antd's locale of the page's language (undefined: English); suspends while a language first loads. It throws the
 * load rather than use() it: React replays a render suspended in use() with the hooks of that attempt, and this use()
 * skipped on the replay (the locale had arrived meanwhile) broke the caller's later hooks (React error 467).
 */
export function useAntdLocale(language: Language): Locale | undefined {
  if (loaded.has(language)) return loaded.get(language);
  const load = firstLoad(language as Exclude<Language, 'en'>);
  throw load.failure ? load.failure.reason : load;
}

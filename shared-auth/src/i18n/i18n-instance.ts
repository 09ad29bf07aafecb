import i18next from 'i18next';
import ICU from 'i18next-icu';
import { initReactI18next } from 'react-i18next';
// By name, never by path: the language state is the singleton's, shared with the sign-in page's code.
import { addLanguageLoader, currentLanguage, subscribeToLanguage, type Language } from 'shared-auth';
import commonEnglish from './locales/en.json';
import { resolveLocalesCheaply } from './locale-resolution';

/** A namespace's texts in one language: nested keys, ICU messages. */
export interface Catalog {
  readonly [key: string]: string | Catalog;
}
/**
 * Loads a namespace's catalogue of one language: a dynamic import of the package's own `locales/<lang>.json`. With
 * `english` (`withEnglish`), the English catalogue ships with the package's code.
 */
export type CatalogLoader = ((language: Language) => Promise<Catalog | { default: Catalog }>) & {
  readonly english?: Catalog;
};

/**
 * A namespace's loader whose English catalogue ships with the package's code, as the common one does: English (the
 * spec's wording, and every language's fallback) is there from the namespace's first use, and an English page draws
 * it at once, without a request after the code's (the clock screen's texts waited for one until antd had run). The
 * other languages load on demand.
 */
export function withEnglish(english: Catalog, load: CatalogLoader): CatalogLoader {
  return Object.assign((language: Language) => (language === 'en' ? Promise.resolve(english) : load(language)), {
    english,
  });
}

export const COMMON_NAMESPACE = 'common';

resolveLocalesCheaply();

// One instance for the federation (this module is a shared singleton, and react-i18next lives in it): every remote's
// namespace lives in it.
export const i18n = i18next.createInstance();
void i18n
  .use(ICU)
  .use(initReactI18next)
  .init({
    lng: 'en',
    fallbackLng: 'en',
    ns: [COMMON_NAMESPACE],
    defaultNS: COMMON_NAMESPACE,
    // English is the spec's wording and ships with the code; the other languages load on demand.
    resources: { en: { [COMMON_NAMESPACE]: commonEnglish } },
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
    initAsync: false,
  });

export const loadCommonCatalog: CatalogLoader = (language) => import(`./locales/${language}.json`);

const loaders = new Map<string, CatalogLoader>([[COMMON_NAMESPACE, loadCommonCatalog]]);
const loading = new Map<string, Promise<void>>();

function loadCatalog(namespace: string, language: Language): Promise<void> {
  const key = `${language}/${namespace}`;
  let found = loading.get(key);
  if (!found) {
    const load = loaders.get(namespace)!;
    found = i18n.hasResourceBundle(language, namespace)
      ? Promise.resolve()
      : load(language).then((module) => {
          const catalog = 'default' in module ? (module.default as Catalog) : (module as Catalog);
          i18n.addResourceBundle(language, namespace, catalog, true, true);
        });
    // A failed load may be tried again on the next switch.
    found.catch(() => loading.delete(key));
    loading.set(key, found);
  }
  return found;
}

async function loadLanguage(language: Language): Promise<void> {
  await Promise.all([...loaders.keys()].map((namespace) => loadCatalog(namespace, language)));
}

// A switch loads every known namespace first; the instance changes with the page's language, in the same turn, so
// whatever draws again (texts, dates) reads the new one. The page's language may already be another than English.
addLanguageLoader(loadLanguage);
subscribeToLanguage(() => void i18n.changeLanguage(currentLanguage()));
const started = loadLanguage(currentLanguage()).then(() => i18n.changeLanguage(currentLanguage()));

/** A promise that tells whether it has settled: `status` is 'fulfilled' once it has. */
export type Readiness = Promise<void> & { status?: 'pending' | 'fulfilled' | 'rejected'; reason?: unknown };

const readiness = new Map<string, Readiness>();

function tracked(promise: Promise<void>): Readiness {
  const thenable: Readiness = promise;
  thenable.status = 'pending';
  promise.then(
    () => (thenable.status = 'fulfilled'),
    (reason: unknown) => Object.assign(thenable, { status: 'rejected', reason }),
  );
  return thenable;
}

/**
 * Settles when `namespace` can be shown in `language` (its catalogue loaded, the instance switched to it), and makes
 * the namespace known so that later switches load it too. One promise per pair, already fulfilled when the pair is
 * there: a render can tell at once whether it must wait.
 */
export function namespaceReady(namespace: string, language: Language, load: CatalogLoader): Readiness {
  if (!loaders.has(namespace)) loaders.set(namespace, load);
  if (load.english && !i18n.hasResourceBundle('en', namespace)) {
    i18n.addResourceBundle('en', namespace, load.english, true, true);
  }
  const key = `${language}/${namespace}`;
  let found = readiness.get(key);
  if (!found) {
    found =
      i18n.language === language && i18n.hasResourceBundle(language, namespace)
        ? Object.assign(Promise.resolve(), { status: 'fulfilled' as const })
        : tracked(started.then(() => loadCatalog(namespace, language)));
    readiness.set(key, found);
  }
  // This render reports the failure; the next one (the error boundary's retry) loads again.
  if (found.status === 'rejected') readiness.delete(key);
  return found;
}

/**
 * Makes a namespace known: its catalogue of the page's language loads now, every other one on a switch.
 * The promise settles when the namespace can be shown.
 */
export function registerNamespace(namespace: string, load: CatalogLoader): Promise<void> {
  return namespaceReady(namespace, currentLanguage(), load);
}

import { useSyncExternalStore } from 'react';
import { DEFAULT_LANGUAGE, isLanguage, supportedLanguage, textDirection, type Language } from './languages';

// The language of the page: module state of the singleton shared-auth, read by the shell and every remote.
// Deliberately free of i18next: the sign-in page reads it without loading the translation library.
const STORAGE_KEY = 'language';

/** Prepares a language before the page switches to it (loads catalogues, antd's locale): all switch at once. */
export type LanguageLoader = (language: Language) => Promise<void>;

let current: Language = DEFAULT_LANGUAGE;
let pending: Language = DEFAULT_LANGUAGE;
const listeners = new Set<() => void>();
const loaders = new Set<LanguageLoader>();

export function currentLanguage(): Language {
  return current;
}

/** The language chosen on this device (the sign-in page's switcher), if any. */
export function rememberedLanguage(): Language | undefined {
  try {
    const stored = window.localStorage.getItem(STORAGE_KEY);
    return isLanguage(stored) ? stored : undefined;
  } catch {
    return undefined;
  }
}

/** Before anyone signs in: the device's choice, else the browser's languages, else English. */
export function deviceLanguage(): Language {
  return rememberedLanguage() ?? supportedLanguage(navigator.languages ?? []) ?? DEFAULT_LANGUAGE;
}

/** Runs `loader` before every later switch; call it when a module that needs language data is first loaded. */
export function addLanguageLoader(loader: LanguageLoader): void {
  loaders.add(loader);
}

function applyToDocument(language: Language): void {
  document.documentElement.lang = language;
  document.documentElement.dir = textDirection(language);
}

/**
 * Switches the page (no reload: mounted remotes render again) once every loader has the language ready.
 * `remember` keeps the choice on this device for the next visit's sign-in page.
 */
export async function setLanguage(language: Language, { remember = false } = {}): Promise<void> {
  if (remember) {
    try {
      window.localStorage.setItem(STORAGE_KEY, language);
    } catch {
      // Private mode without storage: the choice lasts for this page only.
    }
  }
  pending = language;
  await Promise.all([...loaders].map((load) => load(language)));
  // A later switch started while this one loaded: that one wins.
  if (pending !== language || current === language) return;
  current = language;
  applyToDocument(language);
  for (const listener of listeners) listener();
}

export function subscribeToLanguage(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The page's language; the component renders again when it changes. */
export function useLanguage(): Language {
  return useSyncExternalStore(subscribeToLanguage, currentLanguage);
}

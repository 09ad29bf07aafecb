// The languages every screen speaks (issue 25). English is the default: the spec's texts are English.
export const LANGUAGES = ['en', 'de', 'fr', 'es', 'ar'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** Each language in its own words: the switcher names them so whoever reads no English finds theirs. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  de: 'Deutsch',
  fr: 'Français',
  es: 'Español',
  ar: 'العربية',
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

export function textDirection(language: Language): 'ltr' | 'rtl' {
  return language === 'ar' ? 'rtl' : 'ltr';
}

/** The first supported language of a preference list (`de-AT`, `fr`, ...), as navigator.languages gives it. */
export function supportedLanguage(tags: readonly string[]): Language | undefined {
  return tags.map((tag) => tag.split('-')[0]!.toLowerCase()).find(isLanguage);
}

/** The `Intl` locale of a language: English keeps the spec's US formats (`March 5, 2026`, `9:05:07 AM`). */
export function intlLocale(language: Language): string {
  return language === 'en' ? 'en-US' : language;
}

import { intlLocale, useLanguage } from 'shared-auth';
import { useTexts, withEnglish } from 'shared-auth/i18n';
import english from '../locales/en.json';

// mf-scheduling's own namespace: its catalogues ship in this build (English with the code, the others on demand), the
// shell never lists them.
export const loadSchedulingCatalog = withEnglish(
  english,
  (language) =>
    // English is in the code already: no chunk of its own.
    import(/* webpackExclude: /en\.json$/ */ `../locales/${language}.json`),
);

/** The `t` of the scheduling screens. */
export function useSchedulingTexts() {
  return useTexts('scheduling', loadSchedulingCatalog);
}

export type SchedulingT = ReturnType<typeof useSchedulingTexts>;

/** The `Intl` locale of the page's language: dates are written in it (on the company's calendar). */
export function useDateLocale(): string {
  return intlLocale(useLanguage());
}

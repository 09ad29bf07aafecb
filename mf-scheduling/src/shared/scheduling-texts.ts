import { intlLocale, useLanguage } from 'shared-auth';
import { useTexts, type CatalogLoader } from 'shared-auth/i18n';

// mf-scheduling's own namespace: its catalogues ship in this build and load on demand, the shell never lists them.
export const loadSchedulingCatalog: CatalogLoader = (language) => import(`../locales/${language}.json`);

/** The `t` of the scheduling screens. */
export function useSchedulingTexts() {
  return useTexts('scheduling', loadSchedulingCatalog);
}

export type SchedulingT = ReturnType<typeof useSchedulingTexts>;

/** The `Intl` locale of the page's language: dates are written in it (on the company's calendar). */
export function useDateLocale(): string {
  return intlLocale(useLanguage());
}

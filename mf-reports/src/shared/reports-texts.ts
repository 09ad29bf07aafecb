import { useTexts, withEnglish } from 'shared-auth/i18n';
import english from '../locales/en.json';

// mf-reports' own namespace: its catalogues ship in this build (English with the code, the others on demand), the
// shell never lists them.
export const loadReportsCatalog = withEnglish(
  english,
  (language) =>
    // English is in the code already: no chunk of its own.
    import(/* webpackExclude: /en\.json$/ */ `../locales/${language}.json`),
);

/** The `t` of the reports screens. */
export function useReportsTexts() {
  return useTexts('reports', loadReportsCatalog);
}

export type ReportsT = ReturnType<typeof useReportsTexts>;

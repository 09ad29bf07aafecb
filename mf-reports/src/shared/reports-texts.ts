import { useTexts, type CatalogLoader } from 'shared-auth/i18n';

// mf-reports' own namespace: its catalogues ship in this build and load on demand, the shell never lists them.
export const loadReportsCatalog: CatalogLoader = (language) => import(`../locales/${language}.json`);

/** The `t` of the reports screens. */
export function useReportsTexts() {
  return useTexts('reports', loadReportsCatalog);
}

export type ReportsT = ReturnType<typeof useReportsTexts>;

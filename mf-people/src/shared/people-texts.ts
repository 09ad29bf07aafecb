import { useTexts, type CatalogLoader } from 'shared-auth/i18n';

// mf-people's own namespace: its catalogues ship in this build and load on demand, the shell never lists them.
export const loadPeopleCatalog: CatalogLoader = (language) => import(`../locales/${language}.json`);

/** The `t` of the people screens. */
export function usePeopleTexts() {
  return useTexts('people', loadPeopleCatalog);
}

export type PeopleT = ReturnType<typeof usePeopleTexts>;

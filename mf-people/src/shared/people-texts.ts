import { useTexts, withEnglish } from 'shared-auth/i18n';
import english from '../locales/en.json';

// mf-people's own namespace: its catalogues ship in this build (English with the code, the others on demand), the
// shell never lists them.
export const loadPeopleCatalog = withEnglish(
  english,
  (language) =>
    // English is in the code already: no chunk of its own.
    import(/* webpackExclude: /en\.json$/ */ `../locales/${language}.json`),
);

/** The `t` of the people screens. */
export function usePeopleTexts() {
  return useTexts('people', loadPeopleCatalog);
}

export type PeopleT = ReturnType<typeof usePeopleTexts>;

import { useTexts, withEnglish } from 'shared-auth/i18n';
import english from '../locales/en.json';

// mf-leave's own namespace: its catalogues ship in this build (English with the code, the others on demand), the
// shell never lists them.
export const loadLeaveCatalog = withEnglish(
  english,
  (language) =>
    // English is in the code already: no chunk of its own.
    import(/* webpackExclude: /en\.json$/ */ `../locales/${language}.json`),
);

/** The `t` of the leave screens. */
export function useLeaveTexts() {
  return useTexts('leave', loadLeaveCatalog);
}

export type LeaveT = ReturnType<typeof useLeaveTexts>;

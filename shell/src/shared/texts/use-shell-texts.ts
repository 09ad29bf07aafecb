import { useTexts, withEnglish } from 'shared-auth/i18n';
import english from '../../locales/en.json';

// The shell's own namespace, shipped in its build like any remote's: English with the code, the other languages'
// catalogues on demand.
export const loadShellCatalog = withEnglish(
  english,
  (language) =>
    // English is in the code already: no chunk of its own.
    import(/* webpackExclude: /en\.json$/ */ `../../locales/${language}.json`),
);

/** The `t` of the shell's screens behind sign-in. */
export function useShellTexts() {
  return useTexts('shell', loadShellCatalog);
}

export type ShellT = ReturnType<typeof useShellTexts>;

import { useTexts, type CatalogLoader } from 'shared-auth/i18n';

// The shell's own namespace, shipped in its build like any remote's: the language's catalogue loads on demand.
export const loadShellCatalog: CatalogLoader = (language) => import(`../../locales/${language}.json`);

/** The `t` of the shell's screens behind sign-in. */
export function useShellTexts() {
  return useTexts('shell', loadShellCatalog);
}

export type ShellT = ReturnType<typeof useShellTexts>;

import { useTexts, type CatalogLoader } from 'shared-auth/i18n';

// mf-leave's own namespace: its catalogues ship in this build and load on demand, the shell never lists them.
export const loadLeaveCatalog: CatalogLoader = (language) => import(`../locales/${language}.json`);

/** The `t` of the leave screens. */
export function useLeaveTexts() {
  return useTexts('leave', loadLeaveCatalog);
}

export type LeaveT = ReturnType<typeof useLeaveTexts>;

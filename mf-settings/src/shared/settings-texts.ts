import { useTexts, type CatalogLoader } from 'shared-auth/i18n';

// mf-settings' own namespace: its catalogues ship in this build and load on demand, the shell never lists them.
export const loadSettingsCatalog: CatalogLoader = (language) => import(`../locales/${language}.json`);

/** The `t` of the settings screens. */
export function useSettingsTexts() {
  return useTexts('settings', loadSettingsCatalog);
}

export type SettingsT = ReturnType<typeof useSettingsTexts>;

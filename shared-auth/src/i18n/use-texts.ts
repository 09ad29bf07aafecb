import { useTranslation } from 'react-i18next';
import { useLanguage } from 'shared-auth';
import { COMMON_NAMESPACE, i18n, loadCommonCatalog, namespaceReady, type CatalogLoader } from './i18n-instance';

// Waiting for a catalogue is useTexts' own suspension (below); react-i18next only reads the texts.
const TRANSLATION_OPTIONS = { i18n, useSuspense: false };

/**
 * The `t` of a package's own namespace, e.g. `useTexts('leave', (lang) => import(`../locales/${lang}.json`))`:
 * the package ships its catalogues in its own build; a render suspends until the page's language is loaded (signed in
 * on a German page, the instance itself may still be loading German: wait rather than show English).
 */
export function useTexts(namespace: string, load: CatalogLoader) {
  const language = useLanguage();
  const { t } = useTranslation(namespace, TRANSLATION_OPTIONS);
  const ready = namespaceReady(namespace, language, load);
  // Every hook above runs on every render, loaded or not. A thrown promise makes React render the component again
  // from scratch once it settles; use() would replay it with the hooks of the suspended attempt, and a use() skipped
  // on the replay (the catalogue arrived meanwhile) broke the hook order: React error 467.
  if (ready.status === 'rejected') throw ready.reason;
  if (ready.status !== 'fulfilled') throw ready;
  return t;
}

/** The `t` of the common texts every package shares (route labels, statuses, shared cards). */
export function useCommonTexts() {
  return useTexts(COMMON_NAMESPACE, loadCommonCatalog);
}

export type CommonT = ReturnType<typeof useCommonTexts>;

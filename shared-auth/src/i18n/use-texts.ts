import { use } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from 'shared-auth';
import { COMMON_NAMESPACE, i18n, loadCommonCatalog, registerNamespace, type CatalogLoader } from './i18n-instance';

const registered = new Map<string, Promise<void>>();

function namespaceReady(namespace: string, load: CatalogLoader): Promise<void> {
  let found = registered.get(namespace);
  if (!found) registered.set(namespace, (found = registerNamespace(namespace, load)));
  return found;
}

/**
 * The `t` of a package's own namespace, e.g. `useTexts('leave', (lang) => import(`../locales/${lang}.json`))`:
 * the package ships its catalogues in its own build; the first call suspends until the page's language is loaded.
 */
export function useTexts(namespace: string, load: CatalogLoader) {
  const ready = namespaceReady(namespace, load);
  // Signed in on a German page, the instance itself may still be loading German: wait rather than show English.
  const language = currentLanguage();
  if (i18n.language !== language || !i18n.hasResourceBundle(language, namespace)) use(ready);
  return useTranslation(namespace, { i18n }).t;
}

/** The `t` of the common texts every package shares (route labels, statuses, shared cards). */
export function useCommonTexts() {
  return useTexts(COMMON_NAMESPACE, loadCommonCatalog);
}

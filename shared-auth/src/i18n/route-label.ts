import { ROUTE_LABELS, useLanguage, type AppRoute } from 'shared-auth';
import { useCommonTexts } from './use-texts';

const KEY_OF_LABEL = new Map<string, string>(Object.entries(ROUTE_LABELS).map(([key, label]) => [label, key]));

/**
 * A screen's label (ROUTE_LABELS, or the registry's label) in the page's language: the registry's own translation
 * when the remote's team gave one (`titles`), else the common texts'; a label neither knows stays as it is.
 */
export function useRouteLabel(): (label: string, titles?: AppRoute['titles']) => string {
  const t = useCommonTexts();
  const language = useLanguage();
  return (label, titles) => {
    const given = language === 'en' ? undefined : titles?.[language];
    if (given) return given;
    const key = KEY_OF_LABEL.get(label);
    return key ? t(`route.${key}`) : label;
  };
}

import { ROUTE_LABELS } from 'shared-auth';
import { useCommonTexts } from './use-texts';

const KEY_OF_LABEL = new Map<string, string>(Object.entries(ROUTE_LABELS).map(([key, label]) => [label, key]));

/**
 * A screen's label (ROUTE_LABELS, or the registry's label) in the page's language. A label the common texts do
 * not know (a remote's newer route) stays as the registry gives it.
 */
export function useRouteLabel(): (label: string) => string {
  const t = useCommonTexts();
  return (label) => {
    const key = KEY_OF_LABEL.get(label);
    return key ? t(`route.${key}`) : label;
  };
}

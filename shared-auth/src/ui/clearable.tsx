import { CloseCircleFilled } from '@ant-design/icons';
import { useMemo } from 'react';
import { useCommonTexts } from 'shared-auth/i18n';

/**
 * A Select's `allowClear` whose clear button is named in the page's language: given `true`, antd keeps rc-select's
 * own label, the English "Clear", which its locales do not word.
 */
export function useClearable() {
  const t = useCommonTexts();
  const label = t('field.clear');
  return useMemo(() => ({ clearIcon: <CloseCircleFilled />, label }), [label]);
}

import { Typography } from 'antd';
import { logoUrl } from 'shared-auth';
import { LOGO_MAX_WIDTH_PX } from './constants';
import { useSettingsTexts } from '../../shared/settings-texts';

export function CurrentLogo({ path }: { path: string }) {
  const t = useSettingsTexts();
  if (!path) return <Typography.Text type="secondary">{t('settings.noLogo')}</Typography.Text>;
  return (
    <img src={logoUrl(path)} alt={t('settings.currentLogo')} style={{ maxWidth: LOGO_MAX_WIDTH_PX, height: 'auto' }} />
  );
}

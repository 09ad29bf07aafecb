import { Typography } from 'antd';
import { logoUrl } from 'shared-auth';
import { LOGO_MAX_WIDTH_PX } from './constants';
import { SETTINGS_MESSAGES } from './messages';

export function CurrentLogo({ path }: { path: string }) {
  if (!path) return <Typography.Text type="secondary">{SETTINGS_MESSAGES.noLogo}</Typography.Text>;
  return <img src={logoUrl(path)} alt="Current logo" style={{ maxWidth: LOGO_MAX_WIDTH_PX, height: 'auto' }} />;
}

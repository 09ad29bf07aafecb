import { Flex, Typography } from 'antd';
import { useSettingsTexts } from '../../shared/settings-texts';
import { LABELLED_SETTING_KEYS } from './setting-labels';

/** A friendly label and hint for a known key; the key itself always stays visible. */
export function SettingName({ settingKey }: { settingKey: string }) {
  const t = useSettingsTexts();
  if (!LABELLED_SETTING_KEYS.has(settingKey)) return <Typography.Text code>{settingKey}</Typography.Text>;
  return (
    <Flex vertical gap={2}>
      <Typography.Text strong>{t(`labels.${settingKey}.label`)}</Typography.Text>
      <Typography.Text code>{settingKey}</Typography.Text>
      <Typography.Text>{t(`labels.${settingKey}.hint`)}</Typography.Text>
    </Flex>
  );
}

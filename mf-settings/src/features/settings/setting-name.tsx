import { Flex, Typography } from 'antd';
import { SETTING_LABELS } from './setting-labels';

/** A friendly label and hint for a known key; the key itself always stays visible. */
export function SettingName({ settingKey }: { settingKey: string }) {
  const known = SETTING_LABELS[settingKey];
  if (!known) return <Typography.Text code>{settingKey}</Typography.Text>;
  return (
    <Flex vertical gap={2}>
      <Typography.Text strong>{known.label}</Typography.Text>
      <Typography.Text code>{settingKey}</Typography.Text>
      <Typography.Text>{known.hint}</Typography.Text>
    </Flex>
  );
}

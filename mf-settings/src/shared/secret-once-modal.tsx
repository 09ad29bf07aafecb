import { Alert, Button, Flex, Modal, Typography } from 'antd';
import { useSettingsTexts } from './settings-texts';

interface Props {
  title: string;
  /** What the secret is, said before it (e.g. "API token"). */
  label: string;
  secret: string;
  /** Why it must be copied now: the api keeps only a hash or an encrypted copy. */
  warning: string;
  onClose: () => void;
}

/** A secret the api returns once (a token, a signing secret): shown with a copy button until the admin closes it. */
export function SecretOnceModal({ title, label, secret, warning, onClose }: Props) {
  const t = useSettingsTexts();
  return (
    <Modal
      open
      title={title}
      onCancel={onClose}
      destroyOnHidden
      footer={
        <Button type="primary" onClick={onClose}>
          {t('actions.done')}
        </Button>
      }
    >
      <Flex vertical gap={16}>
        <Alert type="warning" showIcon title={warning} />
        <div>
          <Typography.Text strong>{label}</Typography.Text>
          <Typography.Paragraph code copyable={{ text: secret }} style={{ wordBreak: 'break-all', margin: 0 }}>
            {secret}
          </Typography.Paragraph>
        </div>
      </Flex>
    </Modal>
  );
}

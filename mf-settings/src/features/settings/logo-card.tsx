import { UploadOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Typography, Upload } from 'antd';
import { useState } from 'react';
import { errorMessage } from 'shared-auth';
import { useUploadLogoMutation } from './api';
import { LOGO_MAX_WIDTH_PX } from './constants';
import { CurrentLogo } from './current-logo';
import { useSettingsTexts } from '../../shared/settings-texts';
import { NoticeBanner } from 'shared-auth/ui';
import type { Notice } from './types';
import { usePickedImage } from './use-picked-image';

export function LogoCard({ logoPath, loading }: { logoPath: string; loading: boolean }) {
  const t = useSettingsTexts();
  const picked = usePickedImage();
  const [notice, setNotice] = useState<Notice | null>(null);
  const [uploadLogo, { isLoading: uploading }] = useUploadLogoMutation();

  const upload = async () => {
    if (!picked.file) return;
    setNotice(null);
    try {
      await uploadLogo(picked.file).unwrap();
      picked.clear();
      setNotice({ type: 'success', text: t('settings.uploaded') });
    } catch (error) {
      setNotice({ type: 'error', text: errorMessage(error, t('settings.uploadFailed')) });
    }
  };

  return (
    <Card title={t('settings.logoTitle')} loading={loading}>
      <NoticeBanner notice={notice} onClose={() => setNotice(null)} />
      <Flex vertical gap={16} align="flex-start">
        <CurrentLogo path={logoPath} />
        <Flex gap={8} align="center">
          <Upload
            accept="image/*"
            showUploadList={false}
            beforeUpload={(file) => {
              picked.pick(file);
              setNotice(null);
              return false;
            }}
          >
            <Button icon={<UploadOutlined />}>{t('settings.chooseImage')}</Button>
          </Upload>
          {picked.file && <Typography.Text type="secondary">{picked.file.name}</Typography.Text>}
        </Flex>
        {picked.previewUrl && (
          <img
            src={picked.previewUrl}
            alt={t('settings.newLogo')}
            style={{ maxWidth: LOGO_MAX_WIDTH_PX, height: 'auto' }}
          />
        )}
        <Button type="primary" onClick={upload} disabled={!picked.file} loading={uploading}>
          {t('actions.upload')}
        </Button>
      </Flex>
    </Card>
  );
}

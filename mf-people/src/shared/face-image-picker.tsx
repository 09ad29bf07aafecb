import { CameraOutlined } from '@ant-design/icons';
import { Button, Flex, Typography, Upload } from 'antd';
import { useState } from 'react';
import { FACE_PREVIEW_MAX_WIDTH_PX } from './constants';
import { readAsDataUrl } from 'shared-auth';
import { usePeopleTexts } from './people-texts';

interface Props {
  file: File | null;
  onPick: (file: File) => void;
  /** Names the picker and its preview for assistive technology. */
  label: string;
}

/** Picks one image and previews it, at most 300 px wide; a slow read of an earlier pick never shows for a later one. */
export function FaceImagePicker({ file, onPick, label }: Props) {
  const t = usePeopleTexts();
  const action = file ? t('faceImage.chooseAnother') : t('faceImage.choose');
  const [preview, setPreview] = useState<{ file: File; url: string } | null>(null);
  const previewUrl = preview && preview.file === file ? preview.url : null;

  const pick = (next: File) => {
    onPick(next);
    readAsDataUrl(next).then(
      (url) => setPreview({ file: next, url }),
      (error: unknown) => console.warn('Face image preview failed', error),
    );
  };

  return (
    <Flex vertical gap={8} align="flex-start">
      <Flex gap={8} align="center">
        <Upload
          accept="image/*"
          showUploadList={false}
          beforeUpload={(picked) => {
            pick(picked);
            return false;
          }}
        >
          {/* The visible text starts the accessible name (WCAG 2.5.3); the field's label completes it. */}
          <Button icon={<CameraOutlined />} aria-label={t('faceImage.chooseFor', { action, label })}>
            {action}
          </Button>
        </Upload>
        {file && <Typography.Text type="secondary">{file.name}</Typography.Text>}
      </Flex>
      {previewUrl && (
        <img
          src={previewUrl}
          alt={t('faceImage.preview', { label })}
          style={{ maxWidth: FACE_PREVIEW_MAX_WIDTH_PX, width: '100%', height: 'auto' }}
        />
      )}
    </Flex>
  );
}

import { Button, Flex, Input, Typography } from 'antd';
import { useState } from 'react';
import { TOUCH_TARGET_PX } from '../../shared/constants';
import { useAttendanceTexts } from '../../shared/attendance-texts';

const MAX_REASON = 1000;
const BUTTON_STYLE = { minHeight: TOUCH_TARGET_PX };

/**
 * The clock action without a face check: a photo from the same camera (kept until retaken) and a reason; the api
 * stores the photo encrypted for the manager's review.
 */
export function FaceFallbackForm({
  grab,
  onSubmit,
}: {
  grab: () => string | null;
  onSubmit: (image: string, reason: string) => void;
}) {
  const t = useAttendanceTexts();
  const [photo, setPhoto] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  return (
    <Flex vertical gap={12}>
      <Typography.Text>{t('texts.fallbackHint')}</Typography.Text>
      <Flex gap={12} align="center" wrap>
        <Button onClick={() => setPhoto(grab())} style={BUTTON_STYLE}>
          {t(photo ? 'texts.retakePhoto' : 'texts.takePhoto')}
        </Button>
        {photo && <img src={photo} alt={t('texts.yourPhoto')} style={{ height: 72, borderRadius: 4 }} />}
      </Flex>
      <Input.TextArea
        aria-label={t('texts.fallbackReason')}
        placeholder={t('texts.fallbackReason')}
        value={reason}
        maxLength={MAX_REASON}
        autoSize={{ minRows: 2, maxRows: 4 }}
        onChange={(event) => setReason(event.target.value)}
      />
      <Button
        type="primary"
        disabled={!photo || !reason.trim()}
        onClick={() => onSubmit(photo!, reason.trim())}
        style={BUTTON_STYLE}
      >
        {t('texts.sendForReview')}
      </Button>
    </Flex>
  );
}

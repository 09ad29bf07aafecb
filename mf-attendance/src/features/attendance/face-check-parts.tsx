import { Button, Flex } from 'antd';
import type { ReactNode } from 'react';
import { TOUCH_TARGET_PX } from '../../shared/constants';
import { useAttendanceTexts } from '../../shared/attendance-texts';

// A preview short enough on a phone that the message and buttons stay in view.
export const PREVIEW_STYLE = {
  width: '100%',
  maxHeight: '45vh',
  objectFit: 'cover',
  borderRadius: 8,
  background: '#000',
} as const;
export const BUTTON_STYLE = { minHeight: TOUCH_TARGET_PX };

/** The face check's buttons, the same while the camera starts and once it runs: Cancel last, at the end. */
export function FaceCheckFooter({ onCancel, children }: { onCancel: () => void; children?: ReactNode }) {
  const t = useAttendanceTexts();
  return (
    <Flex gap={8} justify="flex-end" wrap style={{ marginTop: 12 }}>
      {children}
      <Button onClick={onCancel} style={BUTTON_STYLE}>
        {t('texts.cancel')}
      </Button>
    </Flex>
  );
}

import { Flex, Modal, Typography } from 'antd';
import { lazy, Suspense } from 'react';
import { useAttendanceTexts } from '../../shared/attendance-texts';
import { FaceCheckFooter, PREVIEW_STYLE } from './face-check-parts';
import type { ClockAction } from './types';

// The camera, the face check and its fallback form load on the first tap of the clock button, not with the screen.
// The dialog itself opens on the tap: on a slow phone the tap is answered while they arrive.
const FaceCheckBody = lazy(() => import('./face-check-body').then((module) => ({ default: module.FaceCheckBody })));

// Full width on a phone.
const MODAL_WIDTH = { xs: '100%', sm: 560, md: 720 };
// The camera's 16:9 picture (VIDEO_CONSTRAINTS), held while it starts, so nothing moves when it arrives.
const STARTING_PREVIEW_STYLE = { ...PREVIEW_STYLE, aspectRatio: '16 / 9' };

export interface FaceCheckProps {
  action: ClockAction;
  onVerified: (message: string) => void;
  onFallback: (image: string, reason: string) => void;
  onCancel: () => void;
}

function CameraStarting({ onCancel }: { onCancel: () => void }) {
  const t = useAttendanceTexts();
  return (
    <>
      <Flex vertical gap={12} aria-busy="true">
        <div style={STARTING_PREVIEW_STYLE} />
        <Typography.Text>{t('texts.faceHint')}</Typography.Text>
      </Flex>
      <FaceCheckFooter onCancel={onCancel} />
    </>
  );
}

/** The face check before a clock action, in a dialog that closes only through its buttons. */
export function FaceCheckDialog(props: FaceCheckProps) {
  const t = useAttendanceTexts();
  return (
    <Modal
      open
      title={t(`texts.faceVerificationTitle.${props.action}`)}
      onCancel={props.onCancel}
      mask={{ closable: false }}
      width={MODAL_WIDTH}
      style={{ top: 8, maxWidth: '100vw', paddingBottom: 0 }}
      footer={null}
    >
      <Suspense fallback={<CameraStarting onCancel={props.onCancel} />}>
        <FaceCheckBody {...props} />
      </Suspense>
    </Modal>
  );
}

import { Alert, Button, Flex, Modal, Typography } from 'antd';
import { useRef, useState } from 'react';
import Webcam from 'react-webcam';
import { SCREENSHOT_FORMAT, VIDEO_CONSTRAINTS } from '../../shared/constants';
import { ATTENDANCE_TEXTS } from '../../shared/messages';
import { useCaptureLoop } from './use-capture-loop';
import { useFaceCheck } from './use-face-check';

/**
 * The face check before a clock action: the front camera (1280x720, no audio) is captured every
 * 5 s until the api verifies the face. Mounted only while open, so closing stops camera and timer.
 */
export function FaceVerificationModal({
  title,
  onVerified,
  onCancel,
}: {
  title: string;
  onVerified: (message: string) => void;
  onCancel: () => void;
}) {
  const webcam = useRef<Webcam>(null);
  const [cameraReady, setCameraReady] = useState(false);
  const [cameraFailed, setCameraFailed] = useState(false);
  const { message, verified, attempt } = useFaceCheck(() => webcam.current?.getScreenshot() ?? null, onVerified);
  useCaptureLoop(cameraReady && !verified, () => void attempt());

  return (
    <Modal
      open
      title={title}
      onCancel={onCancel}
      mask={{ closable: false }}
      width={720}
      footer={<Button onClick={onCancel}>Cancel</Button>}
    >
      <Flex vertical gap={12}>
        <Webcam
          ref={webcam}
          audio={false}
          videoConstraints={VIDEO_CONSTRAINTS}
          screenshotFormat={SCREENSHOT_FORMAT}
          onUserMedia={() => setCameraReady(true)}
          onUserMediaError={() => setCameraFailed(true)}
          aria-label="Camera"
          style={{ width: '100%', borderRadius: 8, background: '#000' }}
        />
        {cameraFailed ? (
          <Alert type="warning" showIcon title={ATTENDANCE_TEXTS.cameraUnavailable} />
        ) : message ? (
          <Alert type="info" showIcon title={message} />
        ) : (
          <Typography.Text type="secondary">{ATTENDANCE_TEXTS.faceHint}</Typography.Text>
        )}
      </Flex>
    </Modal>
  );
}

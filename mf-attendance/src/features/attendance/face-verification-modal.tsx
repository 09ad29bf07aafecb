import { Alert, Button, Flex, Modal, Typography } from 'antd';
import { useRef, useState } from 'react';
import Webcam from 'react-webcam';
import { FACE_AUTO_ATTEMPTS, SCREENSHOT_FORMAT, TOUCH_TARGET_PX, VIDEO_CONSTRAINTS } from '../../shared/constants';
import { useAttendanceTexts } from '../../shared/attendance-texts';
import { FaceFallbackForm } from './face-fallback-form';
import type { ClockAction } from './types';
import { useCaptureLoop } from './use-capture-loop';
import { useFaceCheck } from './use-face-check';

// Full width on a phone, and a preview short enough that the message and buttons stay in view.
const MODAL_WIDTH = { xs: '100%', sm: 560, md: 720 };
const PREVIEW_STYLE = {
  width: '100%',
  maxHeight: '45vh',
  objectFit: 'cover',
  borderRadius: 8,
  background: '#000',
} as const;
const BUTTON_STYLE = { minHeight: TOUCH_TARGET_PX };

/**
 * The face check before a clock action: the front camera (1280x720, no audio) is captured every
 * 5 s until the api verifies the face, at most 5 times in a row before it waits for 'Try again'.
 * Mounted only while open, so closing stops camera and timer. Once the api offers it (3 failed checks in 10
 * minutes), 'Clock in/out without face check' turns the modal into a photo-and-reason form for review.
 */
export function FaceVerificationModal({
  action,
  onVerified,
  onFallback,
  onCancel,
}: {
  action: ClockAction;
  onVerified: (message: string) => void;
  onFallback: (image: string, reason: string) => void;
  onCancel: () => void;
}) {
  const t = useAttendanceTexts();
  const webcam = useRef<Webcam>(null);
  const [cameraReady, setCameraReady] = useState(false);
  const [cameraFailed, setCameraFailed] = useState(false);
  const [withoutFaceCheck, setWithoutFaceCheck] = useState(false);
  const grab = () => webcam.current?.getScreenshot() ?? null;
  const { message, verified, attempt, stopped, tryAgain, fallbackOffered } = useFaceCheck(grab, onVerified);
  useCaptureLoop(cameraReady && !verified && !stopped && !withoutFaceCheck, () => void attempt());

  return (
    <Modal
      open
      title={t(`texts.faceVerificationTitle.${action}`)}
      onCancel={onCancel}
      mask={{ closable: false }}
      width={MODAL_WIDTH}
      style={{ top: 8, maxWidth: '100vw', paddingBottom: 0 }}
      footer={
        <Flex gap={8} justify="flex-end" wrap>
          {fallbackOffered && !withoutFaceCheck && (
            <Button onClick={() => setWithoutFaceCheck(true)} style={BUTTON_STYLE}>
              {t(`texts.clockWithoutFaceCheck.${action}`)}
            </Button>
          )}
          {stopped && !withoutFaceCheck && (
            <Button type="primary" onClick={tryAgain} style={BUTTON_STYLE}>
              {t('texts.tryAgain')}
            </Button>
          )}
          <Button onClick={onCancel} style={BUTTON_STYLE}>
            {t('texts.cancel')}
          </Button>
        </Flex>
      }
    >
      <Flex vertical gap={12}>
        <Webcam
          ref={webcam}
          audio={false}
          videoConstraints={VIDEO_CONSTRAINTS}
          screenshotFormat={SCREENSHOT_FORMAT}
          onUserMedia={() => setCameraReady(true)}
          onUserMediaError={() => setCameraFailed(true)}
          aria-label={t('screen.camera')}
          style={PREVIEW_STYLE}
        />
        {cameraFailed ? (
          <Alert type="warning" showIcon title={t('texts.cameraUnavailable')} />
        ) : withoutFaceCheck ? (
          <FaceFallbackForm grab={grab} onSubmit={onFallback} />
        ) : message ? (
          <Alert type={stopped ? 'warning' : 'info'} showIcon title={message} />
        ) : (
          <Typography.Text>{t('texts.faceHint')}</Typography.Text>
        )}
        {stopped && !withoutFaceCheck && (
          <Typography.Text>{t('texts.faceAttemptsStopped', { attempts: FACE_AUTO_ATTEMPTS })}</Typography.Text>
        )}
      </Flex>
    </Modal>
  );
}

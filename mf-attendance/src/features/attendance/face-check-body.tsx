import { Alert, Button, Flex, Typography } from 'antd';
import { useRef, useState } from 'react';
import Webcam from 'react-webcam';
import { FACE_AUTO_ATTEMPTS, SCREENSHOT_FORMAT, VIDEO_CONSTRAINTS } from '../../shared/constants';
import { useAttendanceTexts } from '../../shared/attendance-texts';
import type { FaceCheckProps } from './face-check-dialog';
import { BUTTON_STYLE, FaceCheckFooter, PREVIEW_STYLE } from './face-check-parts';
import { FaceFallbackForm } from './face-fallback-form';
import { useCaptureLoop } from './use-capture-loop';
import { useFaceCheck } from './use-face-check';

/**
 * The face check inside its dialog: the front camera (1280x720, no audio) is captured every
 * 5 s until the api verifies the face, at most 5 times in a row before it waits for 'Try again'.
 * Mounted only while open, so closing stops camera and timer. Once the api offers it (3 failed checks in 10
 * minutes), 'Clock in/out without face check' turns the dialog into a photo-and-reason form for review.
 */
export function FaceCheckBody({ action, onVerified, onFallback, onCancel }: FaceCheckProps) {
  const t = useAttendanceTexts();
  const webcam = useRef<Webcam>(null);
  const [cameraReady, setCameraReady] = useState(false);
  const [cameraFailed, setCameraFailed] = useState(false);
  const [withoutFaceCheck, setWithoutFaceCheck] = useState(false);
  const grab = () => webcam.current?.getScreenshot() ?? null;
  const { message, verified, attempt, stopped, tryAgain, fallbackOffered } = useFaceCheck(grab, onVerified);
  useCaptureLoop(cameraReady && !verified && !stopped && !withoutFaceCheck, () => void attempt());

  return (
    <>
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
      <FaceCheckFooter onCancel={onCancel}>
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
      </FaceCheckFooter>
    </>
  );
}

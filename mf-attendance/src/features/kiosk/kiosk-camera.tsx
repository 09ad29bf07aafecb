import { Alert } from 'antd';
import { useEffect, useRef, useState } from 'react';
import Webcam from 'react-webcam';
import { SCREENSHOT_FORMAT, VIDEO_CONSTRAINTS } from '../../shared/constants';
import { KIOSK_CAPTURE_INTERVAL_MS } from './constants';
import { useAttendanceTexts } from '../../shared/attendance-texts';

const PREVIEW_STYLE = { width: 'min(90vw, 720px)', maxHeight: '60vh', objectFit: 'cover', borderRadius: 12 } as const;

/** The camera, sending a frame every 2 s while mounted (the kiosk unmounts it while it serves someone). */
export function KioskCamera({ onFrame }: { onFrame: (image: string | null) => void }) {
  const t = useAttendanceTexts();
  const webcam = useRef<Webcam>(null);
  const [ready, setReady] = useState(false);
  const [failed, setFailed] = useState(false);
  const latest = useRef(onFrame);
  useEffect(() => {
    latest.current = onFrame;
  });
  useEffect(() => {
    if (!ready) return;
    const timer = setInterval(() => latest.current(webcam.current?.getScreenshot() ?? null), KIOSK_CAPTURE_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [ready]);

  if (failed) return <Alert type="warning" showIcon title={t('kiosk.cameraUnavailable')} />;
  return (
    <Webcam
      ref={webcam}
      audio={false}
      videoConstraints={VIDEO_CONSTRAINTS}
      screenshotFormat={SCREENSHOT_FORMAT}
      onUserMedia={() => setReady(true)}
      onUserMediaError={() => setFailed(true)}
      aria-label={t('screen.camera')}
      style={PREVIEW_STYLE}
    />
  );
}

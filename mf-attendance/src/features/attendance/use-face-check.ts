import { useEffect, useRef, useState } from 'react';
import type { ApiResponse } from 'api-contract';
import { errorMessage, isApiError } from 'shared-auth';
import { FACE_AUTO_ATTEMPTS } from '../../shared/constants';
import { useAttendanceTexts } from '../../shared/attendance-texts';
import { usePostVerifyFaceMutation } from './api';

type VerifyFaceRefusal = ApiResponse<'/api/verify_face', 'post', 400>;

// api.ts adds the Retry-After of a busy face queue to the failure.
const retryAfterSeconds = (failure: unknown): number | null =>
  typeof failure === 'object' && failure !== null && 'retryAfterSeconds' in failure
    ? Number(failure.retryAfterSeconds) || null
    : null;
// A refused photo (400) says too whether clocking without a face check is now offered.
const offeredAfter = (failure: unknown): boolean =>
  isApiError<VerifyFaceRefusal>(failure) && failure.data.fallback_offered === true;

/**
 * One attempt sends the camera's picture to the api and shows the outcome: the api's reason-specific
 * text (no face, several faces, too small, poor image, not matching) or the spec's fallback.
 * After 5 failed attempts `stopped` is set until `tryAgain`. `fallbackOffered` follows the api: after 3 failed
 * checks in 10 minutes (and while the setting allows it) the employee may clock without a face check. A 503 with Retry-After pauses the attempts that long. Attempts never overlap, and none
 * reports back after success or after the modal closed.
 */
export function useFaceCheck(grab: () => string | null, onVerified: (message: string) => void) {
  const t = useAttendanceTexts();
  const [verifyFace] = usePostVerifyFaceMutation();
  const [message, setMessage] = useState<string | null>(null);
  const [verified, setVerified] = useState(false);
  const [failures, setFailures] = useState(0);
  const [fallbackOffered, setFallbackOffered] = useState(false);
  const flags = useRef({ open: true, busy: false, done: false, waitUntil: 0 });

  useEffect(() => {
    const current = flags.current;
    current.open = true;
    return () => {
      current.open = false;
    };
  }, []);

  const fail = (text: string) => {
    setMessage(text);
    setFailures((count) => count + 1);
  };

  const attempt = async () => {
    const current = flags.current;
    if (current.busy || current.done || Date.now() < current.waitUntil) return;
    const image = grab();
    if (!image) return fail(t('messages.noFace'));
    current.busy = true;
    try {
      const result = await verifyFace({ body: { image } }).unwrap();
      if (!current.open) return;
      if (result.verified) {
        current.done = true;
        setVerified(true);
        onVerified(result.message || t('messages.faceVerified'));
      } else {
        fail(result.message || t('messages.faceNotVerified'));
        setFallbackOffered(result.fallback_offered === true);
      }
    } catch (failure) {
      if (!current.open) return;
      const busyFor = retryAfterSeconds(failure);
      // A busy server is not a failed attempt: it is waited out, and the 5 attempts stay for real pictures.
      if (busyFor !== null) {
        current.waitUntil = Date.now() + busyFor * 1000;
        setMessage(t('texts.faceServiceBusy', { seconds: busyFor }));
      } else {
        fail(errorMessage(failure, t('messages.faceCheckFailed'), t('messages.faceServiceError')));
        setFallbackOffered(offeredAfter(failure));
      }
    } finally {
      current.busy = false;
    }
  };

  return {
    message,
    verified,
    attempt,
    stopped: failures >= FACE_AUTO_ATTEMPTS,
    fallbackOffered,
    tryAgain: () => setFailures(0),
  };
}

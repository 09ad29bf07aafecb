import { useEffect, useRef, useState } from 'react';
import { errorMessage } from 'shared-auth';
import { ATTENDANCE_MESSAGES as M } from '../../shared/messages';
import { useAttendanceVerifyFaceMutation } from './api';

/**
 * One attempt sends the camera's picture to the api and words the outcome (spec section 8).
 * Attempts never overlap, and none reports back after success or after the modal closed.
 */
export function useFaceCheck(grab: () => string | null, onVerified: (message: string) => void) {
  const [verifyFace] = useAttendanceVerifyFaceMutation();
  const [message, setMessage] = useState<string | null>(null);
  const [verified, setVerified] = useState(false);
  const flags = useRef({ open: true, busy: false, done: false });

  useEffect(() => {
    const current = flags.current;
    current.open = true;
    return () => {
      current.open = false;
    };
  }, []);

  const attempt = async () => {
    const current = flags.current;
    if (current.busy || current.done) return;
    const image = grab();
    if (!image) {
      setMessage(M.noFace);
      return;
    }
    current.busy = true;
    try {
      const result = await verifyFace(image).unwrap();
      if (!current.open) return;
      if (result.verified) {
        current.done = true;
        setVerified(true);
        onVerified(result.message || M.faceVerified);
      } else {
        setMessage(result.message || M.faceNotVerified);
      }
    } catch (failure) {
      if (current.open) setMessage(errorMessage(failure, M.faceCheckFailed, M.faceServiceError));
    } finally {
      current.busy = false;
    }
  };

  return { message, verified, attempt };
}

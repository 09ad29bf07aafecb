import { AppError } from '../lib/app-error';
import { FACE_ERRORS, type FaceReason } from './messages';

/**
 * A photo the face engine refuses: the message is meant for the end user, the code and reason for the client.
 * Uncaught, it is answered as any AppError; verify_face and the kiosk add the reason (faceRefusal).
 */
export class FaceError extends AppError {
  constructor(
    override readonly code: keyof typeof FACE_ERRORS,
    status = 400,
    readonly reason?: FaceReason,
  ) {
    super(status, code, FACE_ERRORS[code]);
    this.name = 'FaceError';
  }
}

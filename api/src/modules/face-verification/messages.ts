import { errorFactory, type ErrorTexts } from '../../lib/app-error';

/** The face check's texts the screen shows (mf-attendance/src/locales/en.json). */
export const FACE_VERIFICATION_MESSAGES = {
  verified: 'Face verified successfully.',
  notVerified: 'Face not verified. Retrying...',
  spoofSuspected: 'Face not verified: the camera seems to show a photo or a screen. Retrying...',
} as const;

/** Refusals of this module, by stable code (api/src/error-codes.ts lists every module's). */
export const FACE_VERIFICATION_ERRORS = {
  'face.not_enrolled': 'No face enrolled for your account. Ask an administrator to enrol you.',
  'face.too_many_attempts': 'Too many face verification attempts. Please wait a minute.',
} as const satisfies ErrorTexts;

export const faceVerificationError = errorFactory(FACE_VERIFICATION_ERRORS);

/** How long a successful verification may be used by one clock action (README: Rules the api enforces). */
export const VERIFICATION_VALID_SECONDS = 120;

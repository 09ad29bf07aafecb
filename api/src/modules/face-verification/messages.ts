/** The face check's texts the screen shows (mf-attendance/src/shared/messages.ts), and the server's refusals. */
export const FACE_VERIFICATION_MESSAGES = {
  verified: 'Face verified successfully.',
  notVerified: 'Face not verified. Retrying...',
  spoofSuspected: 'Face not verified: the camera seems to show a photo or a screen. Retrying...',
  noFaceEnrolled: 'No face enrolled for your account. Ask an administrator to enrol you.',
  tooManyAttempts: 'Too many face verification attempts. Please wait a minute.',
} as const;

/** How long a successful verification may be used by one clock action (README: Rules the api enforces). */
export const VERIFICATION_VALID_SECONDS = 120;

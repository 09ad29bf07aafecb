export const FACE_MESSAGES = {
  noFace: 'No face detected. Please use a clear, front-facing photo.',
  multipleFaces: 'More than one face detected. Please use a photo with exactly one face.',
  faceTooSmall: 'Face too small. Please move closer to the camera or use a larger photo.',
  invalidImage: 'Invalid image. Please use a JPEG, PNG or WebP photo.',
  engineUnavailable: 'Face verification service is unavailable. Please try again later.',
} as const;

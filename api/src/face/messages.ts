import { errorFactory, type ErrorTexts } from '../lib/app-error';

/** Refusals of this module, by stable code (api/src/error-codes.ts lists every module's). */
export const FACE_ERRORS = {
  'face.no_face': 'No face detected. Please use a clear, front-facing photo.',
  'face.multiple_faces': 'More than one face detected. Please use a photo with exactly one face.',
  'face.too_small': 'Face too small. Please move closer to the camera or use a larger photo.',
  'face.too_dark': 'Image too dark. Please face a light or move somewhere brighter.',
  'face.blurred': 'Image blurred. Please hold still and make sure the camera is in focus.',
  'face.invalid_image': 'Invalid image. Please use a JPEG, PNG or WebP photo.',
  'face.engine_unavailable': 'Face verification service is unavailable. Please try again later.',
} as const satisfies ErrorTexts;

export const faceError = errorFactory(FACE_ERRORS);

/** Why a photo was refused or not verified, for the client to tell apart without parsing the message. */
export const FACE_REASONS = {
  noFace: 'no_face',
  multipleFaces: 'multiple_faces',
  faceTooSmall: 'face_too_small',
  poorImage: 'poor_image',
  notMatching: 'not_matching',
  spoofSuspected: 'spoof_suspected',
} as const;

export type FaceReason = (typeof FACE_REASONS)[keyof typeof FACE_REASONS];

/**
 * Below these the middle of the face is too dark or too blurred to verify (bench/face/measure-quality.ts): the
 * fixture photos' faces, as JPEG and in a 640x480 camera frame, have brightness 113-171 and sharpness 0.55-2.63;
 * darkened to 20 % brightness 22-34 (to 35 %: 39-59), blurred (sigma 4, or 6 in the camera frame) sharpness 0.15-0.34.
 */
export const POOR_IMAGE_LIMITS = { minBrightness: 60, minSharpness: 0.45 } as const;

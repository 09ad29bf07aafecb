import { Type } from 'typebox';
import { FACE_REASONS } from '../../face';
import { ErrorCodeSchema, withErrors } from '../../lib/schemas';
import { IMAGE_MAX_BYTES } from '../employees';

// A data URL of an image of at most IMAGE_MAX_BYTES (base64 is 4/3 of the bytes), plus its prefix.
export const VERIFY_FACE_BODY_LIMIT = Math.ceil((IMAGE_MAX_BYTES * 4) / 3) + 1024;

const FallbackOffered = Type.Boolean({
  description: 'After a failed check: the caller may now clock in or out without a face check.',
});

export const VerifyFaceSchema = {
  summary: 'Verify your face before clocking',
  tags: ['attendance'],
  description:
    "Compares a camera frame (a JPEG data URL) with the caller's enrolled face. A success lets one clock_in or " +
    'clock_out use it within 2 minutes. 400: not a usable image, no face enrolled, or a photo to retake, each ' +
    'with its own error and a reason: no_face, multiple_faces, face_too_small, poor_image (too dark or blurred). ' +
    'A face that does not verify answers verified: false with reason not_matching or spoof_suspected. ' +
    'After a failure, fallback_offered says whether the caller may now clock without a face check (3 failures ' +
    'in 10 minutes, FACE_FALLBACK_ENABLED). 429: beyond VERIFY_ATTEMPTS_PER_MINUTE. 503 (with Retry-After): the face queue is full.',
  body: Type.Object({ image: Type.String({ minLength: 1, maxLength: VERIFY_FACE_BODY_LIMIT }) }),
  response: {
    ...withErrors(
      {
        200: Type.Object({
          verified: Type.Boolean(),
          message: Type.String(),
          reason: Type.Optional(
            Type.Union([Type.Literal(FACE_REASONS.notMatching), Type.Literal(FACE_REASONS.spoofSuspected)]),
          ),
          fallback_offered: Type.Optional(FallbackOffered),
        }),
      },
      401,
      403,
      429,
      503,
    ),
    400: Type.Object({
      error: Type.String(),
      code: ErrorCodeSchema,
      reason: Type.Optional(
        Type.Union([
          Type.Literal(FACE_REASONS.noFace),
          Type.Literal(FACE_REASONS.multipleFaces),
          Type.Literal(FACE_REASONS.faceTooSmall),
          Type.Literal(FACE_REASONS.poorImage),
        ]),
      ),
      fallback_offered: Type.Optional(FallbackOffered),
    }),
  },
};

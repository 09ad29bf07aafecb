import { Type } from 'typebox';
import { withErrors } from '../../lib/schemas';
import { IMAGE_MAX_BYTES } from '../employees/limits';

// A data URL of an image of at most IMAGE_MAX_BYTES (base64 is 4/3 of the bytes), plus its prefix.
export const VERIFY_FACE_BODY_LIMIT = Math.ceil((IMAGE_MAX_BYTES * 4) / 3) + 1024;

export const VerifyFaceSchema = {
  tags: ['attendance'],
  description:
    "Compares a camera frame (a JPEG data URL) with the caller's enrolled face. A success lets one clock_in or " +
    'clock_out use it within 2 minutes. 400: not a usable image, no face, several faces, a face too small, or no ' +
    'face enrolled; 429: beyond VERIFY_ATTEMPTS_PER_MINUTE.',
  body: Type.Object({ image: Type.String({ minLength: 1, maxLength: VERIFY_FACE_BODY_LIMIT }) }),
  response: withErrors({ 200: Type.Object({ verified: Type.Boolean(), message: Type.String() }) }, 400, 401, 403, 429),
};

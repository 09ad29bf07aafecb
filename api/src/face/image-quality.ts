import sharp from 'sharp';
import type { RgbImage } from './decode-image';
import { FaceError } from './face-error';
import { FACE_MESSAGES as M, FACE_REASONS as R, POOR_IMAGE_LIMITS } from './messages';
import type { FaceBox } from './types';

export interface ImageQuality {
  /** Mean luminance of the face, 0 (black) to 255. */
  brightness: number;
  /** sharp's `stats().sharpness` of the face at a fixed size: low on blurred or out-of-focus faces. */
  sharpness: number;
}

// Faces are compared at one size, so a large sharp photo and a small sharp photo score alike.
const CROP_SIDE = 128;

/** Brightness and sharpness of the face box of `image`. */
export async function faceCropQuality(image: RgbImage, box: FaceBox): Promise<ImageQuality> {
  const left = Math.max(0, Math.floor(box.x));
  const top = Math.max(0, Math.floor(box.y));
  const width = Math.max(1, Math.min(image.width - left, Math.round(box.width)));
  const height = Math.max(1, Math.min(image.height - top, Math.round(box.height)));
  const stats = await sharp(image.data, { raw: { width: image.width, height: image.height, channels: 3 } })
    .extract({ left, top, width, height })
    .resize(CROP_SIDE, CROP_SIDE, { fit: 'fill' })
    .greyscale()
    .stats();
  return { brightness: stats.channels[0]!.mean, sharpness: stats.sharpness };
}

/** Refuses a face too dark or too blurred to verify (POOR_IMAGE_LIMITS), each with its own message. */
export async function assertUsableFace(image: RgbImage, box: FaceBox): Promise<void> {
  const { brightness, sharpness } = await faceCropQuality(image, box);
  if (brightness < POOR_IMAGE_LIMITS.minBrightness) throw new FaceError(M.tooDark, 400, R.poorImage);
  if (sharpness < POOR_IMAGE_LIMITS.minSharpness) throw new FaceError(M.blurred, 400, R.poorImage);
}

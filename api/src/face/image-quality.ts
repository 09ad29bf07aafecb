import sharp from 'sharp';
import type { RgbImage } from './decode-image';
import { FaceError } from './face-error';
import { FACE_REASONS as R, POOR_IMAGE_LIMITS } from './messages';
import type { FaceBox } from './types';

export interface ImageQuality {
  /** Mean luminance of the face, 0 (black) to 255. */
  brightness: number;
  /** sharp's `stats().sharpness` of the face at a fixed size: low on blurred or out-of-focus faces. */
  sharpness: number;
}

// Faces are compared at one size, so a large sharp photo and a small sharp photo score alike.
const CROP_SIDE = 128;
// Each side of the box given up to what surrounds the face.
const FACE_INSET = 0.2;

/**
 * Brightness and sharpness of the middle of the face box of `image`: the detector's box reaches past the face into
 * hair and background, which must not brighten a dark face. sharp's stats() reads its input, not the pipeline's
 * output (lovell/sharp#2803), so the face is cut out and scaled first and measured as an image of its own.
 */
export async function faceCropQuality(image: RgbImage, box: FaceBox): Promise<ImageQuality> {
  const inset = { x: box.width * FACE_INSET, y: box.height * FACE_INSET };
  const left = Math.max(0, Math.floor(box.x + inset.x));
  const top = Math.max(0, Math.floor(box.y + inset.y));
  const width = Math.max(1, Math.min(image.width - left, Math.round(box.width - 2 * inset.x)));
  const height = Math.max(1, Math.min(image.height - top, Math.round(box.height - 2 * inset.y)));
  const face = await sharp(image.data, { raw: { width: image.width, height: image.height, channels: 3 } })
    .extract({ left, top, width, height })
    .resize(CROP_SIDE, CROP_SIDE, { fit: 'fill' })
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const stats = await sharp(face.data, {
    raw: { width: face.info.width, height: face.info.height, channels: 1 },
  }).stats();
  return { brightness: stats.channels[0]!.mean, sharpness: stats.sharpness };
}

/** Refuses a face too dark or too blurred to verify (POOR_IMAGE_LIMITS), each with its own message. */
export async function assertUsableFace(image: RgbImage, box: FaceBox): Promise<void> {
  const { brightness, sharpness } = await faceCropQuality(image, box);
  if (brightness < POOR_IMAGE_LIMITS.minBrightness) throw new FaceError('face.too_dark', 400, R.poorImage);
  if (sharpness < POOR_IMAGE_LIMITS.minSharpness) throw new FaceError('face.blurred', 400, R.poorImage);
}

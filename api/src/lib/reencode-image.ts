import sharp from 'sharp';
import { AppError, errorFactory, type ErrorTexts } from './app-error';

/** Larger images are refused before any pixel is decoded: a small PNG can expand to gigabytes. */
export const MAX_INPUT_PIXELS = 25_000_000;

export const IMAGE_ERRORS = {
  'image.too_many_pixels': `The image is too large: at most ${MAX_INPUT_PIXELS / 1_000_000} megapixels.`,
  'image.unreadable': 'The image could not be read.',
} as const satisfies ErrorTexts;

const imageError = errorFactory(IMAGE_ERRORS);

export interface ReencodeOptions {
  maxSide: number;
  format: 'png' | 'jpeg';
  /** What to answer when the bytes are not an image. */
  unreadable?: () => AppError;
}

/**
 * Decodes with a pixel limit and writes a fresh, smaller image without metadata (EXIF, GPS, colour
 * profiles): what is stored and served is ours, never the uploaded bytes. sharp does the work on
 * libuv's thread pool, off the event loop.
 */
export async function reencodeImage(bytes: Buffer, options: ReencodeOptions): Promise<Buffer> {
  const { maxSide, format, unreadable = () => imageError(400, 'image.unreadable') } = options;
  let width = 0;
  let height = 0;
  try {
    // The header alone gives the size: nothing is decoded yet.
    ({ width = 0, height = 0 } = await sharp(bytes).metadata());
  } catch {
    throw unreadable();
  }
  if (width * height > MAX_INPUT_PIXELS) throw imageError(400, 'image.too_many_pixels');
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, pages: 1 });
    const resized = image.rotate().resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true });
    return await (format === 'png' ? resized.png({ compressionLevel: 9 }) : resized.jpeg({ quality: 90 })).toBuffer();
  } catch {
    throw unreadable();
  }
}

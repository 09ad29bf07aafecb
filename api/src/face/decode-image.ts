import sharp from 'sharp';
import { FaceError } from './face-error';

export interface RgbImage {
  data: Uint8Array<ArrayBuffer>;
  width: number;
  height: number;
}

/** Larger photos only slow detection down: the detector itself works on a 256 px input. */
export const MAX_IMAGE_SIDE = 1280;
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);
const DATA_URL = /^data:[^;,]*;base64,/;
// Refuse decompression bombs before sharp allocates the pixels.
const MAX_INPUT_PIXELS = 50_000_000;

/** The bytes of a data URL or base64 string (a Buffer as it is). */
export function imageBytes(input: Buffer | string): Buffer {
  return typeof input === 'string' ? Buffer.from(input.replace(DATA_URL, ''), 'base64') : input;
}

/** Decodes a JPEG/PNG/WebP Buffer, data URL or base64 string into upright, RGB pixels. */
export async function decodeImage(input: Buffer | string, maxSide = MAX_IMAGE_SIDE): Promise<RgbImage> {
  const bytes = imageBytes(input);
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS });
    const { format } = await image.metadata();
    if (!format || !ACCEPTED_FORMATS.has(format)) throw new Error(`unsupported format ${format}`);
    const { data, info } = await image
      .rotate()
      .resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true })
      .removeAlpha()
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
    // A copy owns its ArrayBuffer outright, so it can be transferred to a worker without cloning.
    return { data: new Uint8Array(data), width: info.width, height: info.height };
  } catch {
    throw new FaceError('face.invalid_image');
  }
}

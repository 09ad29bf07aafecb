/**
 * Brightness and sharpness of the face crop of every fixture photo, as the browser would send it (JPEG), and of
 * synthetic dark and blurred versions: the figures behind POOR_IMAGE_LIMITS in api/src/face/image-quality.ts.
 * Run from api/: node --import tsx ../bench/face/measure-quality.ts
 */
import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { FaceEngine } from 'api/src/face';
import { faceCropQuality } from 'api/src/face/image-quality';
import { decodeImage } from 'api/src/face/decode-image';
import type { FaceBox } from 'api/src/face/types';

const apiPackage = require.resolve('api/package.json');
const sharp = createRequire(apiPackage)('sharp') as typeof import('api/node_modules/sharp').default;
const dir = path.join(path.dirname(apiPackage), 'test-fixtures/faces');
const GREY = { r: 128, g: 128, b: 128 };

const VARIANTS: Record<string, (photo: Buffer) => Promise<Buffer>> = {
  jpeg: (photo) => sharp(photo).jpeg({ quality: 90 }).toBuffer(),
  // The e2e fake camera: the photo scaled into a 640x480 frame (small photos are enlarged, so softer).
  camera: (photo) =>
    sharp(photo)
      .flatten({ background: GREY })
      .resize(640, 480, { fit: 'contain', background: GREY })
      .jpeg({ quality: 90 })
      .toBuffer(),
  dark: (photo) => sharp(photo).linear(0.2, 0).jpeg({ quality: 90 }).toBuffer(),
  dim: (photo) => sharp(photo).linear(0.35, 0).jpeg({ quality: 90 }).toBuffer(),
  blurred: (photo) => sharp(photo).blur(4).jpeg({ quality: 90 }).toBuffer(),
  'camera blurred': (photo) =>
    sharp(photo)
      .flatten({ background: GREY })
      .resize(640, 480, { fit: 'contain', background: GREY })
      .blur(6)
      .jpeg({ quality: 90 })
      .toBuffer(),
};

async function main() {
  const engine = new FaceEngine({ poolSize: 1 });
  await engine.start();
  try {
    for (const name of readdirSync(dir).filter((file) => file.endsWith('.png') && !file.startsWith('N-'))) {
      const photo = readFileSync(path.join(dir, name));
      // Darkening and blurring move no face: a variant the checks refuse is measured in its unedited frame's box.
      const boxes = new Map<string, FaceBox>();
      for (const [variant, make] of Object.entries(VARIANTS)) {
        const image = await make(photo);
        let verdict = 'accepted';
        try {
          boxes.set(variant, (await engine.describe(image)).box);
        } catch (err) {
          verdict = (err as Error).message;
        }
        const box = boxes.get(variant) ?? boxes.get(variant.startsWith('camera') ? 'camera' : 'jpeg');
        const quality = box && (await faceCropQuality(await decodeImage(image), box));
        const measured = quality
          ? `brightness ${quality.brightness.toFixed(1).padStart(6)}  sharpness ${quality.sharpness.toFixed(2).padStart(6)}  `
          : '';
        console.log(`${name.padEnd(22)} ${variant.padEnd(15)} ${measured}${verdict}`);
      }
    }
  } finally {
    await engine.close();
  }
}

void main();

import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { REPO_ROOT } from './server';
import { y4mFrame } from './y4m';

export const FACES = path.join(REPO_ROOT, 'api/test-fixtures/faces');
export const ARTIFACTS = path.join(REPO_ROOT, '.e2e-artifacts');

/** The demo office of the seed (Acme London HQ), as a browser GPS fix. */
export const OFFICE_GEOLOCATION = { latitude: 51.5155, longitude: -0.0885, accuracy: 20 };

const FRAME = { width: 640, height: 480 };
const GREY = { r: 128, g: 128, b: 128 };

/** A picture made by a test (several faces, a dark room...), named for its video file. */
export interface CameraPicture {
  name: string;
  image: Buffer;
}

/**
 * A one-frame .y4m video of a face photo (a file of FACES, or a made picture) for Chromium's fake camera. The photo
 * is scaled into 640x480 keeping its proportions (grey bars fill the rest), so the face is not stretched.
 */
export async function faceVideo(photo: string | CameraPicture): Promise<string> {
  const [name, input] = typeof photo === 'string' ? [photo, path.join(FACES, photo)] : [photo.name, photo.image];
  const rgb = await sharp(input)
    .flatten({ background: GREY })
    .resize(FRAME.width, FRAME.height, { fit: 'contain', background: GREY })
    .removeAlpha()
    .raw()
    .toBuffer();
  const dir = path.join(ARTIFACTS, 'fake-camera');
  mkdirSync(dir, { recursive: true });
  const video = path.join(dir, `${path.parse(name).name}.y4m`);
  // Written aside, then renamed: a browser of a file running alongside may be reading the same picture's video.
  const written = `${video}.${process.pid}`;
  writeFileSync(written, y4mFrame(rgb, FRAME.width, FRAME.height));
  renameSync(written, video);
  return video;
}

/** Chromium flags: a camera that shows `photo`, granted without a prompt. */
export async function fakeCameraArgs(photo: string | CameraPicture): Promise<string[]> {
  return [
    '--use-fake-ui-for-media-stream',
    '--use-fake-device-for-media-stream',
    `--use-file-for-fake-video-capture=${await faceVideo(photo)}`,
  ];
}

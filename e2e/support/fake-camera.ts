import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from './server';

export const FACES = path.join(REPO_ROOT, 'api/test-fixtures/faces');
export const ARTIFACTS = path.join(REPO_ROOT, '.e2e-artifacts');

/** The demo office of the seed (Acme London HQ), as a browser GPS fix. */
export const OFFICE_GEOLOCATION = { latitude: 51.5155, longitude: -0.0885, accuracy: 20 };

/**
 * A one-frame .y4m video of a face photo for Chromium's fake camera (it loops the file). The photo is
 * scaled into 640x480 keeping its proportions, so the face is not stretched.
 */
export function faceVideo(photo: string): string {
  const dir = path.join(ARTIFACTS, 'fake-camera');
  mkdirSync(dir, { recursive: true });
  const video = path.join(dir, `${path.parse(photo).name}.y4m`);
  if (!existsSync(video)) {
    const fit =
      'scale=640:480:force_original_aspect_ratio=decrease,pad=640:480:(ow-iw)/2:(oh-ih)/2:color=gray,setsar=1';
    execFileSync('ffmpeg', [
      '-y',
      '-v',
      'error',
      '-loop',
      '1',
      '-i',
      path.join(FACES, photo),
      '-vf',
      fit,
      '-frames:v',
      '1',
      '-pix_fmt',
      'yuv420p',
      video,
    ]);
  }
  return video;
}

/** Chromium flags: a camera that shows `photo`, granted without a prompt. */
export function fakeCameraArgs(photo: string): string[] {
  return [
    '--use-fake-ui-for-media-stream',
    '--use-fake-device-for-media-stream',
    `--use-file-for-fake-video-capture=${faceVideo(photo)}`,
  ];
}

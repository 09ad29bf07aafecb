// The end-to-end suite drives Debian's Chromium; install it when missing (CI and fresh machines run as root).
import { existsSync } from 'node:fs';
import { run } from './pnpm.mjs';

export const CHROMIUM_PATH = '/usr/bin/chromium';

export async function ensureChromium() {
  if (existsSync(CHROMIUM_PATH)) return;
  if (process.getuid?.() !== 0) {
    throw new Error(`${CHROMIUM_PATH} is missing: install Debian's chromium package (sudo apt-get install -y chromium)`);
  }
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  await run('apt-get', ['update'], { env });
  await run('apt-get', ['install', '-y', '--no-install-recommends', 'chromium', 'fonts-liberation', 'poppler-utils', 'ffmpeg'], { env });
}

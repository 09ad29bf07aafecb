// Draws the app icons of the web app manifest (shell/public/icons) from the favicon's mark. Run once when the
// mark changes: `node shell/scripts/make-icons.mjs`; the PNGs are committed. sharp comes from the api's install.
import { createRequire } from 'node:module';
import { mkdirSync } from 'node:fs';

const sharp = createRequire(new URL('../../api/package.json', import.meta.url))('sharp');
const BRAND_COLOR = '#1d3fa8';
const out = new URL('../public/icons/', import.meta.url);

// Full-bleed background, the tick inside the central 60 %: safe for launchers that mask icons to a circle.
const mark = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">
  <rect width="32" height="32" fill="${BRAND_COLOR}"/>
  <path d="M10 16.5l4 4L22.5 12" stroke="white" stroke-width="2.8" fill="none" stroke-linecap="round" stroke-linejoin="round"/>
</svg>`;

mkdirSync(out, { recursive: true });
for (const size of [192, 512]) {
  await sharp(Buffer.from(mark), { density: (72 * size) / 32 })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true })
    .toFile(new URL(`icon-${size}.png`, out).pathname);
}

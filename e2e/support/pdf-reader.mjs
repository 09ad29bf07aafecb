// `node pdf-reader.mjs text file.pdf` prints the text items of every page as JSON ([[{text, x, y, width}]]);
// `node pdf-reader.mjs png file.pdf page.png` renders page 1 at 60 dpi. pdfjs-dist ships ES modules only, which
// jest cannot load, so support/pdf.ts runs this file with node.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { createCanvas } from '@napi-rs/canvas';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

const DPI = 60;
const [mode, file, output] = process.argv.slice(2);
// The 14 standard PDF fonts (Helvetica...) are not embedded in the file: pdfjs draws them from these.
const pdfjsDir = path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));
const pdf = await getDocument({
  data: new Uint8Array(readFileSync(file)),
  standardFontDataUrl: path.join(pdfjsDir, 'standard_fonts/'),
  verbosity: 0,
}).promise;

async function textItems() {
  const pages = [];
  for (let number = 1; number <= pdf.numPages; number += 1) {
    const { items } = await (await pdf.getPage(number)).getTextContent();
    pages.push(
      items
        .filter((item) => 'str' in item && item.str.trim() !== '')
        .map((item) => ({ text: item.str, x: item.transform[4], y: item.transform[5], width: item.width })),
    );
  }
  return pages;
}

async function renderFirstPage() {
  const page = await pdf.getPage(1);
  const viewport = page.getViewport({ scale: DPI / 72 });
  const canvas = createCanvas(Math.round(viewport.width), Math.round(viewport.height));
  await page.render({ canvas, canvasContext: canvas.getContext('2d'), viewport }).promise;
  writeFileSync(output, await canvas.encode('png'));
}

if (mode === 'text') process.stdout.write(JSON.stringify(await textItems()));
else if (mode === 'png' && output) await renderFirstPage();
else throw new Error('usage: node pdf-reader.mjs text FILE.pdf | png FILE.pdf OUT.png');

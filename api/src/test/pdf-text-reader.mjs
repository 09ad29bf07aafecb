// `node pdf-text-reader.mjs < file.pdf` prints the PDF's text: one line per row of text (items sharing a baseline, left to
// right), pages separated by a form feed. pdfjs-dist ships ES modules only, which jest cannot load: see pdf-text.ts.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

const pdfjsDir = path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));
const pdf = await getDocument({
  data: new Uint8Array(readFileSync(0)),
  standardFontDataUrl: path.join(pdfjsDir, 'standard_fonts/'),
  verbosity: 0,
}).promise;

const pages = [];
for (let number = 1; number <= pdf.numPages; number += 1) {
  const rows = new Map();
  for (const item of (await (await pdf.getPage(number)).getTextContent()).items) {
    if (!('str' in item) || item.str.trim() === '') continue;
    const baseline = Math.round(item.transform[5]);
    rows.set(baseline, [...(rows.get(baseline) ?? []), { x: item.transform[4], text: item.str }]);
  }
  const lines = [...rows.entries()]
    .sort(([a], [b]) => b - a)
    .map(([, items]) =>
      items
        .sort((a, b) => a.x - b.x)
        .map((item) => item.text)
        .join(' '),
    );
  pages.push(lines.join('\n'));
}
process.stdout.write(pages.join('\f'));

import { execFileSync } from 'node:child_process';

/** The text of a PDF, laid out as on the page (poppler's pdftotext). */
export function pdfText(file: string): string {
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}

/** Renders page 1 of a PDF to `<prefix>.png` at 60 dpi (poppler's pdftoppm); returns the PNG's path. */
export function renderFirstPage(file: string, prefix: string): string {
  execFileSync('pdftoppm', ['-png', '-r', '60', '-f', '1', '-l', '1', '-singlefile', file, prefix]);
  return `${prefix}.png`;
}

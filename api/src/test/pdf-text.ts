import { execFileSync } from 'node:child_process';
import path from 'node:path';

/** The text of a PDF as pdfjs reads it: rows of text as lines, pages separated by a form feed. */
export function pdfText(pdf: Buffer): string {
  return execFileSync(process.execPath, [path.join(__dirname, 'pdf-text-reader.mjs')], { input: pdf }).toString('utf8');
}

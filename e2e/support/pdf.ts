import { execFileSync } from 'node:child_process';
import path from 'node:path';

const READER = path.join(__dirname, 'pdf-reader.mjs');

interface TextItem {
  text: string;
  x: number;
  y: number;
  width: number;
}

// Items whose baselines are this close (in points) sit on one line.
const SAME_LINE = 2;
// A gap wider than this between two items is a space (pdfjs also splits words at kerning).
const WORD_GAP = 1;

/** One page's items as lines, top to bottom and left to right, as pdftotext -layout would read them. */
function pageLines(items: TextItem[]): string[] {
  const lines: TextItem[][] = [];
  for (const item of [...items].sort((a, b) => b.y - a.y)) {
    const line = lines.find((candidate) => Math.abs(candidate[0]!.y - item.y) <= SAME_LINE);
    if (line) line.push(item);
    else lines.push([item]);
  }
  return lines.map((line) =>
    line
      .sort((a, b) => a.x - b.x)
      .reduce((text, item, i) => {
        const previous = line[i - 1];
        const gap = previous ? item.x - (previous.x + previous.width) : 0;
        return `${text}${previous && gap > WORD_GAP ? ' ' : ''}${item.text}`;
      }, ''),
  );
}

/** The text of a PDF, a line per line of the page, pages separated by form feeds. */
export function pdfText(file: string): string {
  const pages = JSON.parse(
    execFileSync(process.execPath, [READER, 'text', file], { encoding: 'utf8' }),
  ) as TextItem[][];
  return pages.map((items) => pageLines(items).join('\n')).join('\n\f');
}

/** Renders page 1 of a PDF to `<prefix>.png` at 60 dpi; returns the PNG's path. */
export function renderFirstPage(file: string, prefix: string): string {
  execFileSync(process.execPath, [READER, 'png', file, `${prefix}.png`]);
  return `${prefix}.png`;
}

import path from 'node:path';
import type PDFDocument from 'pdfkit';
import type { Language } from '../../lib/languages';

type PDFDoc = InstanceType<typeof PDFDocument>;

// IBM Plex Sans Arabic (OFL, from node_modules): Arabic and Latin with its accents in one face; nothing is fetched at
// run time.
const PLEX = path.dirname(require.resolve('@expo-google-fonts/ibm-plex-sans-arabic/package.json'));
const REGULAR = path.join(PLEX, '400Regular', 'IBMPlexSansArabic_400Regular.ttf');
const BOLD = path.join(PLEX, '700Bold', 'IBMPlexSansArabic_700Bold.ttf');

export interface PdfFonts {
  regular: string;
  bold: string;
}

/** English keeps pdfkit's Helvetica; every other language the font that draws all of them. */
export function pdfFonts(doc: PDFDoc, language: Language): PdfFonts {
  if (language === 'en') return { regular: 'Helvetica', bold: 'Helvetica-Bold' };
  for (const [name, file] of [
    ['Plex-Bold', BOLD],
    ['Plex', REGULAR],
  ] as const) {
    doc.registerFont(name, file);
    doc.font(name);
    ligaturesReadInOrder((doc as unknown as { _font: { font: LayoutFont } })._font.font);
  }
  return { regular: 'Plex', bold: 'Plex-Bold' };
}

const ARABIC = /[\u0600-\u06ff\u0750-\u077f\ufb50-\ufdff\ufe70-\ufeff]/;

interface LayoutGlyph {
  codePoints: number[];
}
interface LayoutFont {
  layout(...args: unknown[]): { glyphs: LayoutGlyph[] };
}

/**
 * A reader takes a right-to-left run's letters in reverse of how they are drawn; a ligature (lam-alef) stands for
 * several letters, so its text is stored reversed too, else they would come out swapped (pdfkit writes each glyph's
 * letters into the PDF's ToUnicode map the first time it is drawn).
 */
function ligaturesReadInOrder(font: LayoutFont) {
  const layout = font.layout.bind(font);
  const reversed = new WeakSet<LayoutGlyph>();
  font.layout = (...args) => {
    const run = layout(...args);
    for (const glyph of run.glyphs) {
      if (glyph.codePoints.length < 2 || reversed.has(glyph)) continue;
      if (ARABIC.test(String.fromCodePoint(...glyph.codePoints))) glyph.codePoints = [...glyph.codePoints].reverse();
      reversed.add(glyph);
    }
    return run;
  };
}

/**
 * A right-to-left line in the order pdfkit draws it: pdfkit lays a line's words out left to right (fontkit shapes
 * each Arabic word and writes its letters right to left), so the words go in reverse, while a run of words without
 * Arabic (names, numbers, times) keeps its own order.
 */
export function visualOrder(text: string): string {
  const words = text.split(' ').reverse();
  const out: string[] = [];
  let run: string[] = [];
  for (const word of words) {
    if (!ARABIC.test(word) && /[\p{L}\p{N}]/u.test(word)) {
      run.unshift(word);
      continue;
    }
    out.push(...run, word);
    run = [];
  }
  return [...out, ...run].join(' ');
}

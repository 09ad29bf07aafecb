import type PDFDocument from 'pdfkit';
import { weekdayName } from './format';
import type { PdfFonts } from './pdf-fonts';
import type { TimesheetText } from './timesheet-texts';

type PDFDoc = InstanceType<typeof PDFDocument>;

/** Where each column of the table starts and how wide it is. */
export interface Columns {
  widths: readonly number[];
  x: readonly number[];
}

export const MARGIN = 40;
export const FONT_SIZE = 8.5;
/** A cell's text keeps this far from either side of it. */
export const CELL_PADDING = 3;
// Date, Day, Check In, Check Out, Hours, Location, Discrepancy: the 515 pt between A4's margins, each fitting its
// longest text (September 30, 2026; 10:05:07 PM (auto); POINT(lng lat)) in 8.5 pt Helvetica. The last is
// widest: it also says which side a correction set. Other languages may need more (tableColumns).
const WIDTHS = [83, 26, 55, 79, 31, 100, 141] as const;
export const DAY_COLUMN = 1;
export const HOURS_COLUMN = 4;
const NOTE_COLUMN = WIDTHS.length - 1;
export const TABLE_WIDTH = WIDTHS.reduce((sum, w) => sum + w, 0);

/** Monday to Sunday (5 to 11 January 2026). */
const A_WEEK = ['2026-01-05', '2026-01-06', '2026-01-07', '2026-01-08', '2026-01-09', '2026-01-10', '2026-01-11'];

/**
 * The columns in the document's language and fonts: each at least as wide as its title, the Day column as wide as
 * the widest weekday name (Arabic writes them in full: الأربعاء); the note column gives or takes the difference.
 */
export function tableColumns(doc: PDFDoc, T: TimesheetText, fonts: PdfFonts): Columns {
  const fit = (width: number) => Math.ceil(width + 2 * CELL_PADDING);
  doc.fontSize(FONT_SIZE).font(fonts.regular);
  const weekdays = fit(Math.max(...A_WEEK.map((date) => doc.widthOfString(weekdayName(date, T.language)))));
  doc.font(fonts.bold);
  const fitted = WIDTHS.map((width, column) => {
    if (column === NOTE_COLUMN) return width;
    const title = fit(doc.widthOfString(T.columns[column]!));
    return column === DAY_COLUMN ? Math.max(title, weekdays) : Math.max(width, title);
  });
  const grown = fitted.reduce((sum, width) => sum + width, 0) - TABLE_WIDTH;
  const widths = fitted.map((width, column) => (column === NOTE_COLUMN ? width - grown : width));
  return { widths, x: widths.map((_, i) => MARGIN + widths.slice(0, i).reduce((sum, w) => sum + w, 0)) };
}

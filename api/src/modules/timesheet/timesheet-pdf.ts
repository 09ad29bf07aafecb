import type PDFDocument from 'pdfkit';
import { pdfkit } from '../../lib/deferred-packages';
import { localDate } from '../../lib/time-zone';
import type { DayRange } from '../attendance';
import type { Language } from '../../lib/languages';
import { clockTime, hoursText, longDate, shortDate, weekdayName } from './format';
import { pdfFonts, type PdfFonts, visualOrder } from './pdf-fonts';
import {
  CELL_PADDING,
  type Columns,
  DAY_COLUMN,
  FONT_SIZE,
  HOURS_COLUMN,
  MARGIN,
  TABLE_WIDTH,
  tableColumns,
} from './timesheet-columns';
import type { DayLine, Timesheet, WeekLine } from './timesheet-lines';
import { timesheetText, type TimesheetText } from './timesheet-texts';

export interface TimesheetDocument {
  companyName: string;
  /** PNG or JPEG bytes, or null. */
  logo: Buffer | null;
  employee: { full_name: string; job_title: string | null };
  range: DayRange;
  sheet: Timesheet;
  timeZone: string;
  generatedAt: Date;
  /** The caller's language: its words, dates, font, and for Arabic right to left. */
  language: Language;
}

/** How the document speaks: its words, fonts and direction, and the columns its words need. */
interface Voice {
  T: TimesheetText;
  fonts: PdfFonts;
  rtl: boolean;
  columns: Columns;
}

type PDFDoc = InstanceType<typeof PDFDocument>;

const ROW = 16;
const SHADE = '#f0f0f0';
const HEADER_SHADE = '#d9d9d9';
const WEEK_SHADE = '#e8eef7';

/** Right to left, the columns run from the right edge and the words are put in the order pdfkit draws them. */
function cell(doc: PDFDoc, voice: Voice, column: number, y: number, text: string, width?: number) {
  const { widths, x: starts } = voice.columns;
  const cellWidth = width ?? widths[column]!;
  const x = voice.rtl ? 2 * MARGIN + TABLE_WIDTH - starts[column]! - cellWidth : starts[column]!;
  doc.text(voice.rtl ? visualOrder(text) : text, x + CELL_PADDING, y + 4, {
    width: cellWidth - 2 * CELL_PADDING,
    height: ROW - 4,
    ellipsis: true,
    align: column === HOURS_COLUMN || voice.rtl ? 'right' : 'left',
  });
}

const lineText = (voice: Voice, text: string) => (voice.rtl ? visualOrder(text) : text);

function band(doc: PDFDoc, y: number, color: string) {
  doc.save().rect(MARGIN, y, TABLE_WIDTH, ROW).fill(color).restore();
}

/** Logo, company, title, employee and period, then the column titles; returns where rows start. */
function pageHeader(doc: PDFDoc, voice: Voice, content: TimesheetDocument): number {
  const { T, fonts, rtl } = voice;
  const language = content.language;
  let nameX = MARGIN;
  if (content.logo) {
    doc.image(content.logo, MARGIN, MARGIN, { fit: [110, 40] });
    nameX += 120;
  }
  doc.fillColor('black').font(fonts.bold).fontSize(16);
  doc.text(content.companyName, nameX, MARGIN + 10, { width: 300, height: 20, ellipsis: true });
  doc.text(lineText(voice, T.title), MARGIN, MARGIN + 10, { width: TABLE_WIDTH, align: 'right' });
  const { full_name: name, job_title: title } = content.employee;
  const period = T.periodRange(longDate(content.range.first, language), longDate(content.range.last, language));
  const align = rtl ? 'right' : 'left';
  doc.font(fonts.regular).fontSize(10);
  doc.text(lineText(voice, `${T.employee}: ${title ? `${name}, ${title}` : name}`), MARGIN, MARGIN + 52, {
    width: TABLE_WIDTH,
    align,
  });
  doc.text(lineText(voice, `${T.period}: ${period}`), MARGIN, MARGIN + 66, { width: TABLE_WIDTH, align });
  const top = MARGIN + 88;
  band(doc, top, HEADER_SHADE);
  doc.font(fonts.bold).fontSize(FONT_SIZE);
  T.columns.forEach((title, column) => cell(doc, voice, column, top, title));
  doc.font(fonts.regular);
  return top + ROW;
}

const CHECK_IN_COLUMN = 2;

function dayRow(doc: PDFDoc, voice: Voice, y: number, line: DayLine, timeZone: string) {
  const { T } = voice;
  const language = T.language;
  if (line.off) band(doc, y, SHADE);
  const { record } = line;
  const date = longDate(line.date, language);
  const day = weekdayName(line.date, language);
  if (!record) {
    // Nothing to show in the time columns: the note (a holiday's or leave type's name) gets the whole row.
    cell(doc, voice, 0, y, date);
    cell(doc, voice, DAY_COLUMN, y, day);
    cell(doc, voice, CHECK_IN_COLUMN, y, line.note, MARGIN + TABLE_WIDTH - voice.columns.x[CHECK_IN_COLUMN]!);
    return;
  }
  const checkOut = record.check_out_time
    ? `${clockTime(record.check_out_time, timeZone, language)}${record.auto_closed ? ` ${T.auto}` : ''}`
    : T.open;
  const texts = [
    date,
    day,
    clockTime(record.check_in_time, timeZone, language),
    checkOut,
    line.hours === null ? '' : hoursText(line.hours, language),
    line.location,
    line.note,
  ];
  texts.forEach((text, column) => cell(doc, voice, column, y, text));
}

function totalRow(doc: PDFDoc, voice: Voice, y: number, label: string, hours: number, shade: string) {
  band(doc, y, shade);
  doc.font(voice.fonts.bold);
  cell(doc, voice, 0, y, label, voice.columns.x[HOURS_COLUMN]! - MARGIN);
  cell(doc, voice, HOURS_COLUMN, y, hoursText(hours, voice.T.language));
  doc.font(voice.fonts.regular);
}

const weekLabel = ({ T }: Voice, week: WeekLine) =>
  T.weekTotal(shortDate(week.first, T.language), shortDate(week.last, T.language));

// Text written below the bottom margin would open a new page: the footer lifts the margin first.
function footers(doc: PDFDoc, voice: Voice, content: TimesheetDocument) {
  const { T } = voice;
  const { start, count } = doc.bufferedPageRange();
  const { generatedAt, timeZone, language } = content;
  const when = `${longDate(localDate(generatedAt, timeZone), language)} ${clockTime(generatedAt, timeZone, language)}`;
  const generated = lineText(voice, T.generated(when));
  for (let i = start; i < start + count; i += 1) {
    doc.switchToPage(i);
    doc.page.margins.bottom = 0;
    const y = doc.page.height - MARGIN + 10;
    doc.font(voice.fonts.regular).fontSize(7.5).fillColor('#555555');
    doc.text(generated, MARGIN, y, { width: TABLE_WIDTH / 2, lineBreak: false });
    doc.text(lineText(voice, T.page(i - start + 1, count)), MARGIN + TABLE_WIDTH / 2, y, {
      width: TABLE_WIDTH / 2,
      align: 'right',
      lineBreak: false,
    });
  }
}

/** The timesheet as PDF bytes: a header on every page, a row per day, weekly subtotals and the totals. */
export async function renderTimesheetPdf(content: TimesheetDocument): Promise<Buffer> {
  const T = timesheetText(content.language);
  const { default: PDFKit } = await pdfkit();
  const doc = new PDFKit({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    info: {
      Title: `${T.title} ${content.employee.full_name} ${T.periodRange(content.range.first, content.range.last)}`,
      Author: content.companyName,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const fonts = pdfFonts(doc, content.language);
  const voice: Voice = { T, fonts, rtl: content.language === 'ar', columns: tableColumns(doc, T, fonts) };
  const bottom = doc.page.height - MARGIN - ROW;
  let y = pageHeader(doc, voice, content);
  const next = () => {
    if (y > bottom) {
      doc.addPage();
      y = pageHeader(doc, voice, content);
    }
    const at = y;
    y += ROW;
    return at;
  };
  doc.fontSize(FONT_SIZE);
  for (const line of content.sheet.lines) {
    const at = next();
    if (line.kind === 'day') dayRow(doc, voice, at, line, content.timeZone);
    else totalRow(doc, voice, at, weekLabel(voice, line), line.hours, WEEK_SHADE);
  }
  totalRow(doc, voice, next(), T.periodTotal, content.sheet.totalHours, HEADER_SHADE);
  doc.font(voice.fonts.regular).fontSize(FONT_SIZE);
  cell(doc, voice, 0, next(), T.daysWorked(content.sheet.daysWorked), TABLE_WIDTH);
  footers(doc, voice, content);
  doc.end();
  return done;
}

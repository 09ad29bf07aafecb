import PDFDocument from 'pdfkit';
import { localDate } from '../../lib/time-zone';
import type { DayRange } from '../attendance';
import { clockTime, hoursText, longDate, shortDate } from './format';
import { TIMESHEET_TEXT as T } from './messages';
import type { DayLine, Timesheet, WeekLine } from './timesheet-lines';

export interface TimesheetDocument {
  companyName: string;
  /** PNG or JPEG bytes, or null. */
  logo: Buffer | null;
  employee: { full_name: string; job_title: string | null };
  range: DayRange;
  sheet: Timesheet;
  timeZone: string;
  generatedAt: Date;
}

type PDFDoc = InstanceType<typeof PDFDocument>;

const MARGIN = 40;
const ROW = 16;
const FONT_SIZE = 8.5;
// Date, Day, Check In, Check Out, Hours, Location, Discrepancy: the 515 pt between A4's margins, each fitting its
// longest text (September 30, 2026; 10:05:07 PM (auto); POINT(lng lat)) in 8.5 pt Helvetica. The last is
// widest: it also says which side a correction set.
const WIDTHS = [83, 26, 55, 79, 31, 100, 141] as const;
const X = WIDTHS.map((_, i) => MARGIN + WIDTHS.slice(0, i).reduce((sum, w) => sum + w, 0));
const HOURS_COLUMN = 4;
const TABLE_WIDTH = WIDTHS.reduce((sum, w) => sum + w, 0);
const SHADE = '#f0f0f0';
const HEADER_SHADE = '#d9d9d9';
const WEEK_SHADE = '#e8eef7';

function cell(doc: PDFDoc, column: number, y: number, text: string, width: number = WIDTHS[column]!) {
  doc.text(text, X[column]! + 3, y + 4, {
    width: width - 6,
    height: ROW - 4,
    ellipsis: true,
    align: column === HOURS_COLUMN ? 'right' : 'left',
  });
}

function band(doc: PDFDoc, y: number, color: string) {
  doc.save().rect(MARGIN, y, TABLE_WIDTH, ROW).fill(color).restore();
}

/** Logo, company, title, employee and period, then the column titles; returns where rows start. */
function pageHeader(doc: PDFDoc, content: TimesheetDocument): number {
  let nameX = MARGIN;
  if (content.logo) {
    doc.image(content.logo, MARGIN, MARGIN, { fit: [110, 40] });
    nameX += 120;
  }
  doc.fillColor('black').font('Helvetica-Bold').fontSize(16);
  doc.text(content.companyName, nameX, MARGIN + 10, { width: 300, height: 20, ellipsis: true });
  doc.text(T.title, MARGIN, MARGIN + 10, { width: TABLE_WIDTH, align: 'right' });
  const { full_name: name, job_title: title } = content.employee;
  doc.font('Helvetica').fontSize(10);
  doc.text(`${T.employee}: ${title ? `${name}, ${title}` : name}`, MARGIN, MARGIN + 52, { width: TABLE_WIDTH });
  doc.text(`${T.period}: ${longDate(content.range.first)} to ${longDate(content.range.last)}`, MARGIN, MARGIN + 66, {
    width: TABLE_WIDTH,
  });
  const top = MARGIN + 88;
  band(doc, top, HEADER_SHADE);
  doc.font('Helvetica-Bold').fontSize(FONT_SIZE);
  T.columns.forEach((title, column) => cell(doc, column, top, title));
  doc.font('Helvetica');
  return top + ROW;
}

const CHECK_IN_COLUMN = 2;

function dayRow(doc: PDFDoc, y: number, line: DayLine, timeZone: string) {
  if (line.off) band(doc, y, SHADE);
  const { record } = line;
  if (!record) {
    // Nothing to show in the time columns: the note (a holiday's or leave type's name) gets the whole row.
    cell(doc, 0, y, longDate(line.date));
    cell(doc, 1, y, line.weekday);
    cell(doc, CHECK_IN_COLUMN, y, line.note, MARGIN + TABLE_WIDTH - X[CHECK_IN_COLUMN]!);
    return;
  }
  const checkOut = record.check_out_time
    ? `${clockTime(record.check_out_time, timeZone)}${record.auto_closed ? ` ${T.auto}` : ''}`
    : T.open;
  const texts = [
    longDate(line.date),
    line.weekday,
    clockTime(record.check_in_time, timeZone),
    checkOut,
    line.hours === null ? '' : hoursText(line.hours),
    line.location,
    line.note,
  ];
  texts.forEach((text, column) => cell(doc, column, y, text));
}

function totalRow(doc: PDFDoc, y: number, label: string, hours: number, shade: string) {
  band(doc, y, shade);
  doc.font('Helvetica-Bold');
  cell(doc, 0, y, label, X[HOURS_COLUMN]! - MARGIN);
  cell(doc, HOURS_COLUMN, y, hoursText(hours));
  doc.font('Helvetica');
}

const weekLabel = (week: WeekLine) => T.weekTotal(shortDate(week.first), shortDate(week.last));

// Text written below the bottom margin would open a new page: the footer lifts the margin first.
function footers(doc: PDFDoc, content: TimesheetDocument) {
  const { start, count } = doc.bufferedPageRange();
  const { generatedAt, timeZone } = content;
  const generated = T.generated(`${longDate(localDate(generatedAt, timeZone))} ${clockTime(generatedAt, timeZone)}`);
  for (let i = start; i < start + count; i += 1) {
    doc.switchToPage(i);
    doc.page.margins.bottom = 0;
    const y = doc.page.height - MARGIN + 10;
    doc.font('Helvetica').fontSize(7.5).fillColor('#555555');
    doc.text(generated, MARGIN, y, { width: TABLE_WIDTH / 2, lineBreak: false });
    doc.text(T.page(i - start + 1, count), MARGIN + TABLE_WIDTH / 2, y, {
      width: TABLE_WIDTH / 2,
      align: 'right',
      lineBreak: false,
    });
  }
}

/** The timesheet as PDF bytes: a header on every page, a row per day, weekly subtotals and the totals. */
export function renderTimesheetPdf(content: TimesheetDocument): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    info: {
      Title: `${T.title} ${content.employee.full_name} ${content.range.first} to ${content.range.last}`,
      Author: content.companyName,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const bottom = doc.page.height - MARGIN - ROW;
  let y = pageHeader(doc, content);
  const next = () => {
    if (y > bottom) {
      doc.addPage();
      y = pageHeader(doc, content);
    }
    const at = y;
    y += ROW;
    return at;
  };
  doc.fontSize(FONT_SIZE);
  for (const line of content.sheet.lines) {
    const at = next();
    if (line.kind === 'day') dayRow(doc, at, line, content.timeZone);
    else totalRow(doc, at, weekLabel(line), line.hours, WEEK_SHADE);
  }
  totalRow(doc, next(), T.periodTotal, content.sheet.totalHours, HEADER_SHADE);
  doc.font('Helvetica').fontSize(FONT_SIZE);
  cell(doc, 0, next(), T.daysWorked(content.sheet.daysWorked), TABLE_WIDTH);
  footers(doc, content);
  doc.end();
  return done;
}

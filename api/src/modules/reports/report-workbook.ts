import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type ExcelJS from 'exceljs';
import { exceljs } from '../../lib/deferred-packages';
import type { Language } from '../../lib/languages';
import { cellWords, correctedCell, type CellWords } from './detail-cell-words';
import type { DetailRow } from './detail-rows-repository';
import type { ExportText } from './export-texts';
import { CARD_LABELS, FACE_REVIEW_LABELS } from './messages';
import { addRow, type Column, sheet, STYLE } from './sheet-writer';
import type { buildReport } from './reports-service';

type Report = Awaited<ReturnType<typeof buildReport>>;
type Directory = Map<number, { name: string; departments: string }>;

/**
 * Detail rows written between two turns of the event loop, so a long export never holds health, sign-in or clock-in
 * behind it. During a year's export (`pnpm --filter bench storm`, part health) the event loop's delay was at p99
 * 86 ms with a chunk's 5,000 rows at once, 34-41 ms with 500, 21-23 ms with 100; the export itself took 5.4, 5.9 and
 * 6.9 s (`pnpm --filter bench reports`, a year of 1,000 people, one run each on a noisy machine).
 */
const ROWS_PER_TURN = 100;

const detailColumns = (text: ExportText): Column[] => [
  { header: text('col.date'), width: 20, style: STYLE.date },
  { header: text('col.employee'), width: 26, style: STYLE.plain },
  { header: text('col.departments'), width: 28, style: STYLE.plain },
  { header: text('col.check_in'), width: 13, style: STYLE.time },
  { header: text('col.check_out'), width: 13, style: STYLE.time },
  { header: text('col.hours'), width: 8, style: STYLE.hours },
  { header: text('col.clock_in_type'), width: 13, style: STYLE.plain },
  { header: text('col.location'), width: 44, style: STYLE.plain },
  { header: text('col.discrepancy'), width: 16, style: STYLE.plain },
  { header: text('col.corrected'), width: 18, style: STYLE.plain },
  { header: text('col.verification'), width: 20, style: STYLE.plain },
];

function writeSummary(workbook: ExcelJS.stream.xlsx.WorkbookWriter, report: Report, text: ExportText) {
  const columns: Column[] = [
    { header: text('col.metric'), width: 30, style: STYLE.plain },
    { header: text('col.value'), width: 20, style: STYLE.plain },
  ];
  const summary = sheet(workbook, text('sheet.summary'), columns);
  for (const key of Object.keys(CARD_LABELS) as (keyof typeof CARD_LABELS)[]) {
    addRow(summary, columns, [text(`card.${key}`), report.summary_cards[key]]);
  }
  for (const key of Object.keys(FACE_REVIEW_LABELS) as (keyof typeof FACE_REVIEW_LABELS)[]) {
    addRow(summary, columns, [text(`face_review.${key}`), report.face_review[key]]);
  }
  addRow(summary, columns, [text('summary.from'), report.request.range.first]);
  addRow(summary, columns, [text('summary.to'), report.request.range.last]);
  summary.commit();
}

function writeDaily(workbook: ExcelJS.stream.xlsx.WorkbookWriter, report: Report, text: ExportText) {
  const plain = (header: string): Column => ({ header, width: 12, style: STYLE.plain });
  const columns = [
    { header: text('col.date'), width: 20, style: STYLE.date },
    plain(text('col.present')),
    plain(text('col.absent')),
    plain(text('card.totalNotYetIn')),
  ];
  const daily = sheet(workbook, text('sheet.daily'), columns);
  for (const day of report.daily) {
    addRow(daily, columns, [Date.parse(day.day) / 86_400_000 + 25_569, day.present, day.absent, day.not_yet_in]);
  }
  daily.commit();
}

function detailValues(row: DetailRow, directory: Directory, words: CellWords) {
  const employee = directory.get(row.employee_id);
  return [
    row.date_serial,
    employee?.name ?? '',
    employee?.departments ?? '',
    row.check_in,
    row.check_out,
    row.hours,
    words.value(row.clock_in_type),
    row.location,
    words.value(row.discrepancy),
    correctedCell(words.text, row.check_in_corrected, row.check_out_corrected),
    words.verification(row.verification),
  ];
}

/** Waits until `out` takes more; rejects when the download is closed first (the client went away). */
async function drained(out: Writable) {
  if (!out.writableNeedDrain) return;
  const stop = new AbortController();
  try {
    await Promise.race([
      once(out, 'drain', { signal: stop.signal }),
      once(out, 'close', { signal: stop.signal }).then(() => Promise.reject(new Error('The download was closed.'))),
    ]);
  } finally {
    stop.abort();
  }
}

/** Streams the workbook into `out`; waits for `out` to drain between chunks so memory stays flat. */
export async function writeReportWorkbook(
  out: Writable,
  report: Report,
  directory: Directory,
  detail: AsyncIterable<DetailRow[]>,
  language: Language,
) {
  const words = cellWords(language);
  const { text } = words;
  const { default: Excel } = await exceljs();
  // Shared strings: each name, department and address is written once, not on every row.
  const workbook = new Excel.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: true });
  // Sheets go into the zip one after the other: the small ones are finished before the long one starts.
  writeSummary(workbook, report, text);
  writeDaily(workbook, report, text);
  const columns = detailColumns(text);
  const sheetOfDetail = sheet(workbook, text('sheet.detail'), columns);
  for await (const rows of detail) {
    for (let start = 0; start < rows.length; start += ROWS_PER_TURN) {
      for (const row of rows.slice(start, start + ROWS_PER_TURN)) {
        addRow(sheetOfDetail, columns, detailValues(row, directory, words));
      }
      await nextTurn();
    }
    await drained(out);
  }
  sheetOfDetail.commit();
  await workbook.commit();
}

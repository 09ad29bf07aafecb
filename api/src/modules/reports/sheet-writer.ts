import type ExcelJS from 'exceljs';

// Shared, frozen style objects for cells and rows: exceljs caches a style by object identity, and the fresh
// object it gives each cell and row made the Detail sheet three times as slow. Formats are the screens' (US long
// dates, 12-hour times).
export const STYLE = {
  header: Object.freeze({ font: { bold: true } }),
  date: Object.freeze({ numFmt: 'mmmm d, yyyy' }),
  time: Object.freeze({ numFmt: 'h:mm:ss AM/PM' }),
  hours: Object.freeze({ numFmt: '0.00' }),
  plain: Object.freeze({}),
};
type Style = (typeof STYLE)[keyof typeof STYLE];
export type Column = { header: string; width: number; style: Style };

const SHEET_OPTIONS = { views: [{ state: 'frozen' as const, ySplit: 1 }] };

/** A worksheet with a bold, frozen, filterable header row and the columns' widths. */
export function sheet(workbook: ExcelJS.stream.xlsx.WorkbookWriter, name: string, columns: Column[]) {
  const worksheet = workbook.addWorksheet(name, SHEET_OPTIONS);
  worksheet.columns = columns.map(({ header, width }) => ({ header, width }));
  worksheet.getRow(1).eachCell((cell) => (cell.style = STYLE.header));
  worksheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: columns.length } };
  return worksheet;
}

/** Adds and writes out one row, every cell with its column's shared style. */
export function addRow(worksheet: ExcelJS.Worksheet, columns: Column[], values: unknown[]) {
  const row = worksheet.addRow(values);
  // Not in exceljs's typings, but the row's style object is what it caches the row's style by.
  Object.assign(row, { style: STYLE.plain });
  row.eachCell((cell, column) => (cell.style = columns[column - 1]!.style));
  row.commit();
}

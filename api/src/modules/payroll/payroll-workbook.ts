import { exceljs } from '../../lib/deferred-packages';
import { type Column, STYLE } from '../reports';
import type { DurationFormat } from './payroll-fields';
import type { PayrollCell, PayrollTable } from './payroll-table';

// Durations as Excel's: a fraction of a day shown as [h]:mm (sums past 24 h), or decimal hours to 2 decimals.
const HHMM = Object.freeze({ numFmt: '[h]:mm' });

function columnsOf(table: PayrollTable, format: DurationFormat): Column[] {
  return table.headers.map((header, index) => {
    const duration = table.kinds[index] === 'minutes';
    const style = duration ? (format === 'hhmm' ? HHMM : STYLE.hours) : STYLE.plain;
    return { header, width: Math.min(40, Math.max(12, header.length + 2)), style: style as Column['style'] };
  });
}

function value(cell: PayrollCell, format: DurationFormat): string | number {
  if ('text' in cell) return cell.text;
  if ('count' in cell) return cell.count;
  const minutes = Math.round(cell.minutes);
  return format === 'hhmm' ? minutes / 1440 : Math.round((minutes / 60) * 100) / 100;
}

/**
 * The table as one sheet ("Payroll" in English) with a bold, frozen, filterable header (as the reports' sheets): a period's
 * few thousand rows at most, built in memory. Text cells stay text: exceljs writes no formula from a string.
 */
export async function payrollWorkbook(table: PayrollTable, format: DurationFormat, sheetName: string): Promise<Buffer> {
  const { default: ExcelJS } = await exceljs();
  const workbook = new ExcelJS.Workbook();
  const columns = columnsOf(table, format);
  const worksheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  worksheet.columns = columns.map(({ header, width, style }) => ({ header, width, style: { ...style } }));
  worksheet.getRow(1).font = { bold: true };
  worksheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: Math.max(1, columns.length) } };
  // Array.from: exceljs tests `instanceof Array`, which an array mapped from the driver's (another realm's, under
  // jest) would fail, and the row would be written empty.
  for (const row of table.rows) worksheet.addRow(Array.from(row, (cell) => value(cell, format)));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

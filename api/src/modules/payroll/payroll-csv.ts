import type { DurationFormat } from './payroll-fields';
import type { PayrollCell, PayrollTable } from './payroll-table';

/** Whole minutes as decimal hours to 2 decimals ("7.50") or as HH:MM ("7:30"; "-0:15" below zero). */
export function hoursText(minutes: number, format: DurationFormat): string {
  const whole = Math.round(minutes);
  if (format === 'decimal') return (Math.round((whole / 60) * 100) / 100).toFixed(2);
  const sign = whole < 0 ? '-' : '';
  const abs = Math.abs(whole);
  return `${sign}${Math.floor(abs / 60)}:${String(abs % 60).padStart(2, '0')}`;
}

/**
 * A text cell a spreadsheet opens as text: one starting with =, +, -, @, a tab or a carriage return would be read
 * as a formula (OWASP CSV injection), so it gets a leading apostrophe.
 */
export function inertText(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/** RFC 4180: a field with a comma, a quote or a line break is quoted, its quotes doubled. */
function field(text: string): string {
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

function cellText(cell: PayrollCell, format: DurationFormat): string {
  if ('minutes' in cell) return hoursText(cell.minutes, format);
  if ('count' in cell) return String(cell.count);
  return field(inertText(cell.text));
}

/** The table as RFC 4180 CSV: CRLF after every line, the header first. */
export function payrollCsv(table: PayrollTable, format: DurationFormat): string {
  const lines = [
    table.headers.map((header) => field(inertText(header))),
    ...table.rows.map((row) => row.map((cell) => cellText(cell, format))),
  ];
  return lines.map((line) => `${line.join(',')}\r\n`).join('');
}

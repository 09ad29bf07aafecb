import type { PayrollRow } from './payroll-repository';
import type { DurationField, PayrollColumn, PayrollField, PayrollMapping } from './payroll-fields';
import { DURATION_FIELDS } from './payroll-fields';

/** A cell before it is written: text, a duration in minutes, or a count. */
export type PayrollCell = { text: string } | { minutes: number } | { count: number };

export interface PayrollTable {
  headers: string[];
  /** What each column holds: the workbook styles durations as hours. */
  kinds: Array<'text' | 'minutes' | 'count'>;
  rows: PayrollCell[][];
}

export interface PayrollPeriod {
  name: string;
  start_date: string;
  end_date: string;
}

interface LeaveType {
  leave_type_id: number;
  display_name: string;
}

const sumOf = (values: Iterable<number>) => [...values].reduce((total, value) => total + value, 0);

function overtimeTotal(row: PayrollRow) {
  return row.overtime_weekday + row.overtime_weekend + row.overtime_holiday + row.overtime_night;
}

/**
 * Minutes of each duration field; regular time is what was worked less the approved overtime, whether paid with it
 * or credited to time in lieu.
 */
export function durationMinutes(row: PayrollRow, field: Exclude<DurationField, 'leave_by_type'>): number {
  switch (field) {
    case 'regular':
      return row.worked - overtimeTotal(row) - row.overtime_time_in_lieu;
    case 'overtime_total':
      return overtimeTotal(row);
    case 'leave_total':
      return sumOf(Object.values(row.leave));
    default:
      return row[field];
  }
}

function textOf(row: PayrollRow, period: PayrollPeriod, field: PayrollField): string {
  switch (field) {
    case 'employee_id':
      return String(row.employee_id);
    case 'external_id':
      return row.external_id ?? '';
    case 'full_name':
      return `${row.first_name} ${row.last_name}`;
    case 'period_name':
      return period.name;
    case 'period_start':
      return period.start_date;
    case 'period_end':
      return period.end_date;
    default:
      return String(row[field as 'first_name' | 'last_name' | 'email' | 'departments']);
  }
}

interface FileColumn extends PayrollColumn {
  leaveType: LeaveType | undefined;
}

/** The mapping's columns, `leave_by_type` spread into one column per leave type ("Leave: Vacation"). */
function spread(columns: readonly PayrollColumn[], leaveTypes: readonly LeaveType[]): FileColumn[] {
  return columns.flatMap((column): FileColumn[] =>
    column.field === 'leave_by_type'
      ? leaveTypes.map((type) => ({ ...column, header: `${column.header}: ${type.display_name}`, leaveType: type }))
      : [{ ...column, leaveType: undefined }],
  );
}

/** The file's header and one line per person, in the mapping's order. */
export function payrollTable(
  rows: readonly PayrollRow[],
  mapping: PayrollMapping,
  period: PayrollPeriod,
  leaveTypes: readonly LeaveType[],
): PayrollTable {
  const columns = spread(mapping.columns, leaveTypes);
  const cell = (row: PayrollRow, column: FileColumn): PayrollCell => {
    if (column.leaveType) return { minutes: row.leave[String(column.leaveType.leave_type_id)] ?? 0 };
    if (column.field === 'absence_days') return { count: row.absence_days };
    if ((DURATION_FIELDS as readonly string[]).includes(column.field)) {
      return { minutes: durationMinutes(row, column.field as Exclude<DurationField, 'leave_by_type'>) };
    }
    return { text: textOf(row, period, column.field) };
  };
  const kindOf = (column: FileColumn) =>
    column.field === 'absence_days'
      ? ('count' as const)
      : (DURATION_FIELDS as readonly string[]).includes(column.field)
        ? ('minutes' as const)
        : ('text' as const);
  return {
    headers: columns.map((column) => column.header),
    kinds: columns.map(kindOf),
    rows: rows.map((row) => columns.map((column) => cell(row, column))),
  };
}

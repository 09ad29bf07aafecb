import { errorFactory, type ErrorTexts } from '../../lib/app-error';
import { MAX_COLUMNS, MAX_HEADER_LENGTH } from './payroll-fields';

export const PAYROLL_MESSAGES = {
  mappingSaved: 'Payroll export mapping saved.',
} as const;

/** Refusals of this module, by stable code (api/src/error-codes.ts lists every module's). */
export const PAYROLL_ERRORS = {
  'payroll.period_not_found': 'Pay period not found.',
  'payroll.no_columns': 'Choose at least one column.',
  'payroll.too_many_columns': `A payroll export has at most ${MAX_COLUMNS} columns.`,
  'payroll.blank_header': ({ position }: { position: number }) => `Column ${position} needs a name.`,
  'payroll.header_too_long': ({ position }: { position: number }) =>
    `The name of column ${position} is longer than ${MAX_HEADER_LENGTH} characters.`,
  'payroll.duplicate_field': ({ field }: { field: string }) => `The field ${field} is mapped twice.`,
} as const satisfies ErrorTexts;

export const payrollError = errorFactory(PAYROLL_ERRORS);

export const CSV_TYPE = 'text/csv; charset=utf-8';

/** `Payroll_{start}_{end}.csv|xlsx`, like the timesheet's `Timesheet_{start}_{end}.pdf`. */
export const payrollFileName = (start: string, end: string, format: 'csv' | 'xlsx') =>
  `Payroll_${start}_${end}.${format}`;

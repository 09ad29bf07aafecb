/*
 * What a payroll file can hold, per person and period, and the two layouts an admin starts from. Durations are
 * minutes inside; the file shows them as decimal hours (2 decimals) or HH:MM, as the mapping says.
 */

export const DURATION_FIELDS = [
  'worked',
  'regular',
  'overtime_weekday',
  'overtime_weekend',
  'overtime_holiday',
  'overtime_night',
  'overtime_total',
  'overtime_time_in_lieu',
  'leave_total',
  'leave_by_type',
  'holiday',
  'absence',
  'breaks',
] as const;

export const TEXT_FIELDS = [
  'employee_id',
  'external_id',
  'first_name',
  'last_name',
  'full_name',
  'email',
  'departments',
  'period_name',
  'period_start',
  'period_end',
] as const;

export const COUNT_FIELDS = ['absence_days'] as const;

export const PAYROLL_FIELDS = [...TEXT_FIELDS, ...DURATION_FIELDS, ...COUNT_FIELDS] as const;
export type PayrollField = (typeof PAYROLL_FIELDS)[number];
export type DurationField = (typeof DURATION_FIELDS)[number];

/** What each field holds, for the mapping screen. */
export const FIELD_LABELS: Record<PayrollField, string> = {
  employee_id: 'Employee ID',
  external_id: 'External ID (identity provider)',
  first_name: 'First name',
  last_name: 'Last name',
  full_name: 'Full name',
  email: 'Email',
  departments: 'Departments',
  period_name: 'Pay period',
  period_start: 'Period start',
  period_end: 'Period end',
  worked: 'Worked hours (breaks deducted)',
  regular: 'Regular hours (worked less approved overtime)',
  overtime_weekday: 'Overtime, weekday rate',
  overtime_weekend: 'Overtime, weekend rate',
  overtime_holiday: 'Overtime, holiday rate',
  overtime_night: 'Overtime, night rate',
  overtime_total: 'Overtime, all rates',
  overtime_time_in_lieu: 'Overtime to time in lieu (credited as leave, not paid)',
  leave_total: 'Leave hours, all types',
  leave_by_type: 'Leave hours, one column per leave type',
  holiday: 'Holiday hours',
  absence: 'Absence hours',
  absence_days: 'Absence days',
  breaks: 'Break hours',
};

export type DurationFormat = 'decimal' | 'hhmm';
export type PresetId = 'generic_csv' | 'excel_layout';

export interface PayrollColumn {
  field: PayrollField;
  header: string;
}

export interface PayrollMapping {
  preset: PresetId | 'custom';
  duration_format: DurationFormat;
  columns: PayrollColumn[];
}

const column = (field: PayrollField, header: string): PayrollColumn => ({ field, header });

export const PRESETS: Record<PresetId, { name: string; mapping: PayrollMapping }> = {
  generic_csv: {
    name: 'Generic CSV',
    mapping: {
      preset: 'generic_csv',
      duration_format: 'decimal',
      columns: [
        column('employee_id', 'employee_id'),
        column('last_name', 'last_name'),
        column('first_name', 'first_name'),
        column('period_start', 'period_start'),
        column('period_end', 'period_end'),
        column('regular', 'regular_hours'),
        column('overtime_weekday', 'overtime_weekday_hours'),
        column('overtime_weekend', 'overtime_weekend_hours'),
        column('overtime_holiday', 'overtime_holiday_hours'),
        column('overtime_night', 'overtime_night_hours'),
        column('overtime_time_in_lieu', 'overtime_time_in_lieu_hours'),
        column('leave_by_type', 'leave_hours'),
        column('holiday', 'holiday_hours'),
        column('absence_days', 'absence_days'),
        column('breaks', 'break_hours'),
      ],
    },
  },
  excel_layout: {
    name: 'Excel layout',
    mapping: {
      preset: 'excel_layout',
      duration_format: 'hhmm',
      columns: [
        column('full_name', 'Employee'),
        column('departments', 'Departments'),
        column('worked', 'Worked'),
        column('regular', 'Regular'),
        column('overtime_weekday', 'Overtime weekday'),
        column('overtime_weekend', 'Overtime weekend'),
        column('overtime_holiday', 'Overtime holiday'),
        column('overtime_night', 'Overtime night'),
        column('overtime_time_in_lieu', 'Overtime to time in lieu'),
        column('leave_total', 'Leave'),
        column('leave_by_type', 'Leave'),
        column('holiday', 'Holidays'),
        column('absence', 'Absence'),
        column('absence_days', 'Absence days'),
        column('breaks', 'Breaks'),
      ],
    },
  },
};

export const DEFAULT_PRESET: PresetId = 'generic_csv';
/** Bounds of a mapping an admin saves. */
export const MAX_COLUMNS = 60;
export const MAX_HEADER_LENGTH = 80;

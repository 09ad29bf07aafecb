import { errorFactory, type ErrorTexts } from '../../lib/app-error';

/** Refusals of this module, by stable code (api/src/error-codes.ts lists every module's). */
export const TIMESHEET_ERRORS = {
  'timesheet.forbidden': 'You can only download your own timesheet or those of your direct reports.',
  'timesheet.employee_not_found': 'Employee not found.',
} as const satisfies ErrorTexts;

export const timesheetError = errorFactory(TIMESHEET_ERRORS);

/** The words on the PDF. */
export const TIMESHEET_TEXT = {
  title: 'Timesheet',
  employee: 'Employee',
  period: 'Period',
  columns: ['Date', 'Day', 'Check In', 'Check Out', 'Hours', 'Location', 'Discrepancy'],
  weekend: 'Weekend',
  /** A day without a shift in a week the person has shifts: not expected. */
  dayOff: 'Day off',
  shift: (start: string, end: string) => `Shift ${start}-${end}`,
  leave: (type: string) => `${type} leave`,
  hourlyLeave: (type: string, start: string, end: string) => `${type} leave ${start}-${end}`,
  holiday: (name: string) => `Holiday: ${name}`,
  open: 'Open',
  auto: '(auto)',
  /** A side an approved correction set was not face-verified: the row says which. */
  corrected: (checkIn: boolean, checkOut: boolean) => {
    const sides = [checkIn && 'in', checkOut && 'out'].filter(Boolean);
    return sides.length ? `Corrected: ${sides.join(', ')}` : '';
  },
  weekTotal: (first: string, last: string) => `Week ${first} to ${last}`,
  periodTotal: 'Period total',
  daysWorked: (days: number) => `Days worked: ${days}`,
  page: (n: number, of: number) => `Page ${n} of ${of}`,
  generated: (when: string) => `Generated ${when}`,
} as const;

export const PDF_TYPE = 'application/pdf';

/** `Timesheet_{start}_{end}.pdf`, the name the Timesheet screen saves (mf-attendance/src/features/timesheet). */
export const timesheetFileName = (start: string, end: string) => `Timesheet_${start}_${end}.pdf`;

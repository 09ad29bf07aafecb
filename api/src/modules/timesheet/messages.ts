import { errorFactory, type ErrorTexts } from '../../lib/app-error';

/** Refusals of this module, by stable code (api/src/error-codes.ts lists every module's). */
export const TIMESHEET_ERRORS = {
  'timesheet.forbidden': 'You can only download your own timesheet or those of your direct reports.',
  'timesheet.employee_not_found': 'Employee not found.',
} as const satisfies ErrorTexts;

export const timesheetError = errorFactory(TIMESHEET_ERRORS);

export const PDF_TYPE = 'application/pdf';

/** `Timesheet_{start}_{end}.pdf`, the name the Timesheet screen saves (mf-attendance/src/features/timesheet). */
export const timesheetFileName = (start: string, end: string) => `Timesheet_${start}_${end}.pdf`;

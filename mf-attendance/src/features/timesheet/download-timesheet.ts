import type { TimesheetQuery } from 'api-contract';
import { downloadFile } from 'shared-auth';
import { ATTENDANCE_MESSAGES as M } from '../../shared/messages';

export function timesheetPath({ start_date, end_date, employee_id }: TimesheetQuery): string {
  const query = new URLSearchParams({ start_date, end_date });
  if (employee_id !== undefined) query.set('employee_id', String(employee_id));
  return `timesheet?${query}`;
}

/** Downloads the timesheet PDF (docs/product-spec.md section 9: `Timesheet_{start}_{end}.pdf`); rejects with the text to show. */
export function downloadTimesheet(request: TimesheetQuery): Promise<string> {
  const fallbackName = `Timesheet_${request.start_date}_${request.end_date}.pdf`;
  return downloadFile(timesheetPath(request), fallbackName, M.timesheetError);
}

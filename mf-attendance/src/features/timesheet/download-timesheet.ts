import type { TimesheetQuery } from 'api-contract';
import { downloadFile } from 'shared-auth';

export function timesheetPath({ start_date, end_date, employee_id }: TimesheetQuery): string {
  const query = new URLSearchParams({ start_date, end_date });
  if (employee_id !== undefined) query.set('employee_id', String(employee_id));
  return `timesheet?${query}`;
}

/** Downloads the timesheet PDF (docs/product-spec.md section 9: `Timesheet_{start}_{end}.pdf`); rejects with the text to show (`failedText` when the server gives none). */
export function downloadTimesheet(request: TimesheetQuery, failedText: string): Promise<string> {
  const fallbackName = `Timesheet_${request.start_date}_${request.end_date}.pdf`;
  return downloadFile(timesheetPath(request), fallbackName, failedText);
}

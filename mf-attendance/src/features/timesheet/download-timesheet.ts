import { authorizedFetch } from 'shared-auth';
import { ATTENDANCE_MESSAGES as M } from '../../shared/messages';
import type { TimesheetRequest } from './types';

export function timesheetPath({ start_date, end_date, employee_id }: TimesheetRequest): string {
  const query = new URLSearchParams({ start_date, end_date });
  if (employee_id !== undefined) query.set('employee_id', String(employee_id));
  return `timesheet?${query}`;
}

/** The server's file name (spec section 9: `Timesheet_{start}_{end}.pdf`) from Content-Disposition. */
export function fileNameOf(disposition: string | null, { start_date, end_date }: TimesheetRequest): string {
  const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition ?? '');
  return match ? decodeURIComponent(match[1]!) : `Timesheet_${start_date}_${end_date}.pdf`;
}

async function serverError(response: Response): Promise<string> {
  const body: unknown = await response.json().catch(() => null);
  return body && typeof body === 'object' && 'error' in body && typeof body.error === 'string' && body.error
    ? body.error
    : M.timesheetError;
}

function save(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement('a'), { href: url, download: fileName });
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked a moment later: some browsers read the blob only after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Downloads the timesheet PDF and saves it under the server's name; rejects with the text to show. */
export async function downloadTimesheet(request: TimesheetRequest): Promise<string> {
  const response = await authorizedFetch(timesheetPath(request)).catch(() => null);
  if (!response) throw new Error(M.timesheetError);
  if (!response.ok) throw new Error(await serverError(response));
  const blob = await response.blob().catch(() => null);
  if (!blob) throw new Error(M.timesheetError);
  const fileName = fileNameOf(response.headers.get('Content-Disposition'), request);
  save(blob, fileName);
  return fileName;
}

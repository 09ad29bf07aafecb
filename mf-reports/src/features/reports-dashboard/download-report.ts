import { authorizedFetch } from 'shared-auth';
import { DEFAULT_FILE_NAME } from './constants';
import { REPORTS_MESSAGES } from './messages';
import { reportQuery } from './report-query';
import type { ReportFilters } from './types';

/** The file name the server chose (spec section 9), from `Content-Disposition: attachment; filename="..."`. */
export function fileNameOf(disposition: string | null): string {
  const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition ?? '');
  return match ? decodeURIComponent(match[1]!) : DEFAULT_FILE_NAME;
}

async function serverError(response: Response): Promise<string> {
  const body: unknown = await response.json().catch(() => null);
  return body && typeof body === 'object' && 'error' in body && typeof body.error === 'string'
    ? body.error
    : REPORTS_MESSAGES.downloadFailed;
}

function save(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement('a'), { href: url, download: fileName });
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/** Downloads the Excel report of `filters` and saves it; rejects with the text to show. */
export async function downloadReport(filters: ReportFilters): Promise<void> {
  const query = reportQuery(filters);
  const response = await authorizedFetch(query ? `download_report?${query}` : 'download_report').catch(() => null);
  if (!response) throw new Error(REPORTS_MESSAGES.downloadFailed);
  if (!response.ok) throw new Error(await serverError(response));
  // The workbook is streamed: the connection can still fail while it is read.
  const blob = await response.blob().catch(() => null);
  if (!blob) throw new Error(REPORTS_MESSAGES.downloadFailed);
  save(blob, fileNameOf(response.headers.get('Content-Disposition')));
}

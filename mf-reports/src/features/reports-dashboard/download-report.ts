import { downloadFile } from 'shared-auth';
import { DEFAULT_FILE_NAME } from './constants';
import { REPORTS_MESSAGES } from './messages';
import { reportQuery } from './report-query';
import type { ReportFilters } from './types';

/** Downloads the Excel report of `filters` and saves it under the server's name; rejects with the text to show. */
export async function downloadReport(filters: ReportFilters): Promise<void> {
  const query = reportQuery(filters);
  await downloadFile(
    query ? `download_report?${query}` : 'download_report',
    DEFAULT_FILE_NAME,
    REPORTS_MESSAGES.downloadFailed,
  );
}

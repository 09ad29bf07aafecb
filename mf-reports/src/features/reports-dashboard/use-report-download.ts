import type { ReportQuery } from 'api-contract';
import { useState } from 'react';
import { downloadFile } from 'shared-auth';
import type { Notice } from 'shared-auth/ui';
import { useReportsTexts } from '../../shared/reports-texts';
import { DEFAULT_FILE_NAME } from './constants';

/** `department_id=2&start_date=...`: only the filters that are set. */
function reportQuery(filters: ReportQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  return params.toString();
}

/** Downloads the Excel report of `filters` and saves it under the server's name; rejects with the text to show. */
async function downloadReport(filters: ReportQuery, failedText: string): Promise<void> {
  const query = reportQuery(filters);
  await downloadFile(query ? `download_report?${query}` : 'download_report', DEFAULT_FILE_NAME, failedText);
}

/** Runs one download at a time and keeps its outcome for the info banner. */
export function useReportDownload() {
  const t = useReportsTexts();
  const [downloading, setDownloading] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);

  const download = async (filters: ReportQuery) => {
    setDownloading(true);
    setNotice(null);
    try {
      await downloadReport(filters, t('messages.downloadFailed'));
      setNotice({ type: 'success', text: t('messages.downloaded') });
    } catch (err) {
      setNotice({ type: 'error', text: err instanceof Error ? err.message : t('messages.downloadFailed') });
    } finally {
      setDownloading(false);
    }
  };

  return { download, downloading, notice, clearNotice: () => setNotice(null) };
}

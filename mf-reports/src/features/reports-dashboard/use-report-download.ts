import { useState } from 'react';
import { downloadReport } from './download-report';
import { REPORTS_MESSAGES } from './messages';
import type { Notice, ReportFilters } from './types';

/** Runs one download at a time and keeps its outcome for the info banner. */
export function useReportDownload() {
  const [downloading, setDownloading] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);

  const download = async (filters: ReportFilters) => {
    setDownloading(true);
    setNotice(null);
    try {
      await downloadReport(filters);
      setNotice({ type: 'success', text: REPORTS_MESSAGES.downloaded });
    } catch (err) {
      setNotice({ type: 'error', text: err instanceof Error ? err.message : REPORTS_MESSAGES.downloadFailed });
    } finally {
      setDownloading(false);
    }
  };

  return { download, downloading, notice, clearNotice: () => setNotice(null) };
}

import { DownloadOutlined } from '@ant-design/icons';
import { Button, Flex } from 'antd';
import { useState } from 'react';
import { downloadFile } from 'shared-auth';
import { PAY_PERIOD_MESSAGES as M } from './messages';
import type { PayPeriod } from './types';

type Format = 'csv' | 'xlsx';

/** The api's name for the file (api/src/modules/payroll/messages.ts), if it sends none. */
const fileName = (period: PayPeriod, format: Format) => `Payroll_${period.start_date}_${period.end_date}.${format}`;

/** The period's payroll file as CSV or Excel, in the columns the admin mapped under Payroll export. */
export function PayrollDownloadButtons({ period, onError }: { period: PayPeriod; onError: (text: string) => void }) {
  const [busy, setBusy] = useState<Format | null>(null);
  const download = async (format: Format) => {
    setBusy(format);
    try {
      await downloadFile(
        `payroll_export?period_id=${period.pay_period_id}&format=${format}`,
        fileName(period, format),
        M.payrollFailed,
      );
    } catch (err) {
      onError(err instanceof Error ? err.message : M.payrollFailed);
    } finally {
      setBusy(null);
    }
  };
  return (
    <Flex gap={8} wrap>
      {(['csv', 'xlsx'] as const).map((format) => (
        <Button
          key={format}
          icon={<DownloadOutlined />}
          loading={busy === format}
          aria-label={M.payrollDownload(format, period.name)}
          onClick={() => download(format)}
        >
          {M.payrollFormat[format]}
        </Button>
      ))}
    </Flex>
  );
}

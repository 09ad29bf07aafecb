import { DownloadOutlined } from '@ant-design/icons';
import { Button, Flex } from 'antd';
import { useState } from 'react';
import { downloadFile } from 'shared-auth';
import type { PayPeriod } from './types';
import { useSettingsTexts } from '../../shared/settings-texts';

type Format = 'csv' | 'xlsx';
const FORMATS: readonly Format[] = ['csv', 'xlsx'];

/** The api's name for the file (api/src/modules/payroll/messages.ts), if it sends none. */
const fileName = (period: PayPeriod, format: Format) => `Payroll_${period.start_date}_${period.end_date}.${format}`;

/** The period's payroll file as CSV or Excel, in the columns the admin mapped under Payroll export. */
export function PayrollDownloadButtons({ period, onError }: { period: PayPeriod; onError: (text: string) => void }) {
  const t = useSettingsTexts();
  const [busy, setBusy] = useState<Format | null>(null);
  const download = async (format: Format) => {
    setBusy(format);
    try {
      await downloadFile(
        `payroll_export?period_id=${period.pay_period_id}&format=${format}`,
        fileName(period, format),
        t('payPeriods.payrollFailed'),
      );
    } catch (err) {
      onError(err instanceof Error ? err.message : t('payPeriods.payrollFailed'));
    } finally {
      setBusy(null);
    }
  };
  return (
    <Flex gap={8} wrap>
      {FORMATS.map((format) => (
        <Button
          key={format}
          icon={<DownloadOutlined />}
          loading={busy === format}
          aria-label={t('payPeriods.payrollDownload', {
            name: period.name,
            format: t(`payPeriods.payrollFormat.${format}`),
          })}
          onClick={() => download(format)}
        >
          {t(`payPeriods.payrollFormat.${format}`)}
        </Button>
      ))}
    </Flex>
  );
}

import { DownloadOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Form, InputNumber } from 'antd';
import { useState } from 'react';
import { companyToday, downloadFile } from 'shared-auth';
import type { Notice } from 'shared-auth/ui';
import { useReportsTexts } from '../../shared/reports-texts';

/** The api's name for the balances export (api/src/modules/leave-balances/balances-export.ts), if it sends none. */
const LEAVE_BALANCES_FILE_NAME = (year: number) => `Leave_Balances_${year}.xlsx`;
/** The years the api keeps balances for (api/src/modules/leave-balances/messages.ts). */
const MIN_YEAR = 1900;
const MAX_YEAR = 2100;

/** Downloads everyone's leave balances of `year` (admin only) and saves them under the server's name. */
async function downloadLeaveBalances(year: number, failedText: string): Promise<void> {
  await downloadFile(`leave_balances/export?year=${year}`, LEAVE_BALANCES_FILE_NAME(year), failedText);
}

/** The admin's Excel of everyone's leave balances for a chosen year, next to the attendance report. */
export function LeaveBalancesDownload() {
  const t = useReportsTexts();
  const [year, setYear] = useState(() => Number(companyToday().slice(0, 4)));
  const [downloading, setDownloading] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);

  const download = async () => {
    setDownloading(true);
    setNotice(null);
    try {
      await downloadLeaveBalances(year, t('balances.downloadFailed'));
      setNotice({ type: 'success', text: t('balances.downloaded') });
    } catch (err) {
      setNotice({ type: 'error', text: err instanceof Error ? err.message : t('balances.downloadFailed') });
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Flex vertical gap={12}>
      <Flex wrap gap={16} align="flex-end">
        <Form.Item label={t('balances.year')} htmlFor="balances-year" layout="vertical" style={{ margin: 0 }}>
          <InputNumber
            id="balances-year"
            min={MIN_YEAR}
            max={MAX_YEAR}
            precision={0}
            value={year}
            onChange={(value) => {
              setNotice(null);
              if (value !== null) setYear(value);
            }}
          />
        </Form.Item>
        <Button icon={<DownloadOutlined />} onClick={download} loading={downloading}>
          {t('balances.download')}
        </Button>
      </Flex>
      {notice && (
        <Alert type={notice.type} showIcon title={notice.text} closable={{ onClose: () => setNotice(null) }} />
      )}
    </Flex>
  );
}

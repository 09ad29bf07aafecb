import { DownloadOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Flex, Form, Input, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { MANAGERS_AND_ADMINS, ROUTE_LABELS, useSession } from 'shared-auth';
import { useRouteLabel } from 'shared-auth/i18n';
import type { Notice } from 'shared-auth/ui';
import { TOUCH_TARGET_PX } from '../../shared/constants';
import { useAttendanceTexts } from '../../shared/attendance-texts';
import { downloadTimesheet } from './download-timesheet';
import { EmployeePicker } from './employee-picker';
import { monthToDate } from './timesheet-dates';

/** The timesheet download; `children`: what the page shows below it (the sign-off). */
export function TimesheetPage({ children }: { children?: ReactNode }) {
  const t = useAttendanceTexts();
  const routeLabel = useRouteLabel();
  const session = useSession();
  const [range, setRange] = useState(monthToDate);
  const [employeeId, setEmployeeId] = useState<number>();
  const [downloading, setDownloading] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const picksEmployee = !!session && MANAGERS_AND_ADMINS.includes(session.role);
  const ready = !!range.start_date && !!range.end_date;

  // A change starts the next action: the last outcome no longer applies.
  const set = (key: keyof typeof range) => (event: { target: { value: string } }) => {
    setNotice(null);
    setRange((current) => ({ ...current, [key]: event.target.value }));
  };
  const pickEmployee = (id?: number) => {
    setNotice(null);
    setEmployeeId(id);
  };

  const download = async () => {
    setDownloading(true);
    setNotice(null);
    try {
      await downloadTimesheet(
        { ...range, employee_id: picksEmployee ? employeeId : undefined },
        t('messages.timesheetError'),
      );
      setNotice({ type: 'success', text: t('texts.timesheetDownloaded') });
    } catch (failure) {
      setNotice({
        type: 'error',
        text: failure instanceof Error ? failure.message : t('messages.timesheetError'),
      });
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Flex vertical gap={24}>
      <Typography.Title level={2} style={{ margin: 0 }}>
        {routeLabel(ROUTE_LABELS.timesheet)}
      </Typography.Title>
      {notice && (
        <Alert type={notice.type} showIcon title={notice.text} closable={{ onClose: () => setNotice(null) }} />
      )}
      <Card>
        <Flex wrap gap={16} align="flex-end">
          <Form.Item label={t('screen.startDate')} htmlFor="timesheet-start" layout="vertical" style={{ margin: 0 }}>
            <Input id="timesheet-start" type="date" value={range.start_date} onChange={set('start_date')} />
          </Form.Item>
          <Form.Item label={t('screen.endDate')} htmlFor="timesheet-end" layout="vertical" style={{ margin: 0 }}>
            <Input id="timesheet-end" type="date" value={range.end_date} onChange={set('end_date')} />
          </Form.Item>
          {picksEmployee && <EmployeePicker value={employeeId} onChange={pickEmployee} />}
          <Button
            type="primary"
            icon={<DownloadOutlined />}
            onClick={download}
            loading={downloading}
            disabled={!ready}
            style={{ minHeight: TOUCH_TARGET_PX }}
          >
            {t('screen.download')}
          </Button>
        </Flex>
        {!ready && <Typography.Text>{t('texts.datesRequired')}</Typography.Text>}
      </Card>
      {children}
    </Flex>
  );
}

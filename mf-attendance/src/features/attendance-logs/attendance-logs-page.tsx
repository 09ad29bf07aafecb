import { Alert, Card, Flex, Typography, type TableColumnsType } from 'antd';
import { logsErrorMessage } from '../../shared/attendance-logs-api';
import { DateFilters } from '../../shared/date-filters';
import { LOG_COLUMNS } from '../../shared/log-columns';
import { LogsTable } from '../../shared/logs-table';
import type { AttendanceLog } from '../../shared/types';
import { useAppliedLogFilters } from '../../shared/use-applied-log-filters';
import { ROUTE_LABELS } from 'shared-auth';

const { date, checkIn, checkOut, location, spoofScore, discrepancy } = LOG_COLUMNS;
// Spec section 9: six columns.
const COLUMNS: TableColumnsType<AttendanceLog> = [date, checkIn, checkOut, location, spoofScore, discrepancy];

export function AttendanceLogsPage() {
  const { data, error, isFetching, apply } = useAppliedLogFilters();

  return (
    <Flex vertical gap={24}>
      <Typography.Title level={2} style={{ margin: 0 }}>
        {ROUTE_LABELS.attendanceLogs}
      </Typography.Title>
      {error && <Alert type="info" showIcon title={logsErrorMessage(error)} />}
      <Card>
        <DateFilters onApply={apply} loading={isFetching} />
        <LogsTable label="Attendance records" columns={COLUMNS} logs={error ? [] : (data ?? [])} loading={isFetching} />
      </Card>
    </Flex>
  );
}

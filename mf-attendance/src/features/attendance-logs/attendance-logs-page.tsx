import { Alert, Card, Flex, Grid, Typography, type TableColumnsType } from 'antd';
import type { ReactNode } from 'react';
import { ROUTE_LABELS } from 'shared-auth';
import { logsErrorMessage } from '../../shared/attendance-logs-api';
import { DateFilters } from '../../shared/date-filters';
import { LOG_COLUMNS } from '../../shared/log-columns';
import { LogsTable } from '../../shared/logs-table';
import type { AttendanceLog } from '../../shared/types';
import { useAppliedLogFilters } from '../../shared/use-applied-log-filters';

const { date, checkIn, checkOut, worked, location, spoofScore, discrepancy } = LOG_COLUMNS;
// Spec section 9's six columns, and the time worked (issue 24: the same figure as the status card's).
const COLUMNS: TableColumnsType<AttendanceLog> = [date, checkIn, checkOut, worked, location, spoofScore, discrepancy];

/** The columns with the row action last, or on a phone right after the date, where it is seen without scrolling. */
function withRowAction(rowAction: ((log: AttendanceLog) => ReactNode) | undefined, phone: boolean) {
  if (!rowAction) return COLUMNS;
  const action = { title: 'Actions', key: 'actions', render: (_: unknown, log: AttendanceLog) => rowAction(log) };
  return phone ? [date, action, ...COLUMNS.slice(1)] : [...COLUMNS, action];
}

/**
 * The viewer's logs. The exposed page adds what other features offer on them: an action per row, a control
 * beside the filters and sections below (correction requests).
 */
export function AttendanceLogsPage({
  rowAction,
  toolbar,
  children,
}: {
  rowAction?: (log: AttendanceLog) => ReactNode;
  toolbar?: ReactNode;
  children?: ReactNode;
}) {
  const { data, error, isFetching, apply } = useAppliedLogFilters();
  const phone = Grid.useBreakpoint().md === false;
  const columns = withRowAction(rowAction, phone);

  return (
    <Flex vertical gap={24}>
      <Flex wrap gap={16} justify="space-between" align="center">
        <Typography.Title level={2} style={{ margin: 0 }}>
          {ROUTE_LABELS.attendanceLogs}
        </Typography.Title>
        {toolbar}
      </Flex>
      {error && <Alert type="info" showIcon title={logsErrorMessage(error)} />}
      <Card>
        <DateFilters onApply={apply} loading={isFetching} />
        <LogsTable label="Attendance records" columns={columns} logs={error ? [] : (data ?? [])} loading={isFetching} />
      </Card>
      {children}
    </Flex>
  );
}

import { Alert, Card, Flex, Typography } from 'antd';
import { useState } from 'react';
import { logsErrorMessage } from '../../shared/attendance-logs-api';
import { DateFilters } from '../../shared/date-filters';
import { logColumns, useCellTexts, type CellTexts } from '../../shared/log-columns';
import { LogsTable } from '../../shared/logs-table';
import type { AttendanceLog } from '../../shared/types';
import { useAppliedLogFilters } from '../../shared/use-applied-log-filters';
import { DepartmentFilter } from './department-filter';
import { ROUTE_LABELS } from 'shared-auth';
import { useRouteLabel } from 'shared-auth/i18n';
import type { PlainColumn } from 'shared-auth/ui';

// Spec section 2: date, check in, check out, employee, departments, status, location; and the time worked (issue 24).
function columnsOf(texts: CellTexts): PlainColumn<AttendanceLog>[] {
  const { t } = texts;
  const { date, checkIn, checkOut, worked, employee, departments, discrepancy, location } = logColumns(texts);
  return [
    date,
    checkIn,
    checkOut,
    worked,
    employee,
    departments,
    { ...discrepancy, title: t('columns.status') },
    location,
  ];
}

export function AttendanceHistoryPage() {
  const texts = useCellTexts();
  const { t } = texts;
  const routeLabel = useRouteLabel();
  const { data, error, isFetching, apply } = useAppliedLogFilters();
  const [departmentId, setDepartmentId] = useState<number>();

  return (
    <Flex vertical gap={24}>
      <Typography.Title level={2} style={{ margin: 0 }}>
        {routeLabel(ROUTE_LABELS.attendanceHistory)}
      </Typography.Title>
      {error && <Alert type="info" showIcon title={logsErrorMessage(t, error)} />}
      <Card>
        <DateFilters onApply={(range) => apply({ ...range, departmentId })} loading={isFetching}>
          <DepartmentFilter value={departmentId} onChange={setDepartmentId} />
        </DateFilters>
        <LogsTable columns={columnsOf(texts)} logs={error ? [] : (data ?? [])} loading={isFetching} />
      </Card>
    </Flex>
  );
}

import { Alert, Card, Flex, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { logsErrorMessage } from '../../shared/attendance-logs-api';
import { DateFilters } from '../../shared/date-filters';
import { LOG_COLUMNS } from '../../shared/log-columns';
import { LogsTable } from '../../shared/logs-table';
import type { AttendanceLog } from '../../shared/types';
import { useAppliedLogFilters } from '../../shared/use-applied-log-filters';
import { DepartmentFilter } from './department-filter';
import { ROUTE_LABELS } from 'shared-auth';

const { date, checkIn, checkOut, worked, employee, departments, discrepancy, location } = LOG_COLUMNS;
// Spec section 2: date, check in, check out, employee, departments, status, location; and the time worked (issue 24).
const COLUMNS: TableColumnsType<AttendanceLog> = [
  date,
  checkIn,
  checkOut,
  worked,
  employee,
  departments,
  { ...discrepancy, title: 'Status' },
  location,
];

export function AttendanceHistoryPage() {
  const { data, error, isFetching, apply } = useAppliedLogFilters();
  const [departmentId, setDepartmentId] = useState<number>();

  return (
    <Flex vertical gap={24}>
      <Typography.Title level={2} style={{ margin: 0 }}>
        {ROUTE_LABELS.attendanceHistory}
      </Typography.Title>
      {error && <Alert type="info" showIcon title={logsErrorMessage(error)} />}
      <Card>
        <DateFilters onApply={(range) => apply({ ...range, departmentId })} loading={isFetching}>
          <DepartmentFilter value={departmentId} onChange={setDepartmentId} />
        </DateFilters>
        <LogsTable label="Attendance records" columns={COLUMNS} logs={error ? [] : (data ?? [])} loading={isFetching} />
      </Card>
    </Flex>
  );
}

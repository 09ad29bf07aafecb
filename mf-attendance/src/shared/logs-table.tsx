import type { TableColumnsType } from 'antd';
import { ATTENDANCE_MESSAGES } from './messages';
import type { AttendanceLog } from './types';
import { ScrollTable } from 'shared-auth/ui';

export function LogsTable({
  label,
  columns,
  logs,
  loading,
}: {
  label: string;
  columns: TableColumnsType<AttendanceLog>;
  logs: AttendanceLog[];
  loading: boolean;
}) {
  return (
    <ScrollTable<AttendanceLog>
      label={label}
      rowKey="record_id"
      columns={columns}
      dataSource={logs}
      loading={loading}
      emptyText={ATTENDANCE_MESSAGES.noRecords}
      pagination={{ pageSize: 20, hideOnSinglePage: true, showSizeChanger: false }}
    />
  );
}

import { Table, type TableColumnsType } from 'antd';
import { ATTENDANCE_MESSAGES } from './messages';
import type { AttendanceLog } from './types';

export function LogsTable({
  columns,
  logs,
  loading,
}: {
  columns: TableColumnsType<AttendanceLog>;
  logs: AttendanceLog[];
  loading: boolean;
}) {
  return (
    <Table<AttendanceLog>
      rowKey="record_id"
      columns={columns}
      dataSource={logs}
      loading={loading}
      locale={{ emptyText: ATTENDANCE_MESSAGES.noRecords }}
      pagination={{ pageSize: 20, hideOnSinglePage: true, showSizeChanger: false }}
      scroll={{ x: 'max-content' }}
    />
  );
}

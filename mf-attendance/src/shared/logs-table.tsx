import type { TableColumnsType } from 'antd';
import { ScrollTable } from 'shared-auth/ui';
import { useAttendanceTexts } from './attendance-texts';
import type { AttendanceLog } from './types';

/** The records of the logs screens, labelled 'Attendance records'. */
export function LogsTable({
  columns,
  logs,
  loading,
}: {
  columns: TableColumnsType<AttendanceLog>;
  logs: AttendanceLog[];
  loading: boolean;
}) {
  const t = useAttendanceTexts();
  return (
    <ScrollTable<AttendanceLog>
      label={t('screen.recordsLabel')}
      rowKey="record_id"
      columns={columns}
      dataSource={logs}
      loading={loading}
      emptyText={t('messages.noRecords')}
      pagination={{ pageSize: 20, hideOnSinglePage: true, showSizeChanger: false }}
    />
  );
}

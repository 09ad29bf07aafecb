import { PlainTable, type PlainColumn } from 'shared-auth/ui';
import { useAttendanceTexts } from './attendance-texts';
import type { AttendanceLog } from './types';

/** The records of the logs screens, labelled 'Attendance records'. */
export function LogsTable({
  columns,
  logs,
  loading,
}: {
  columns: PlainColumn<AttendanceLog>[];
  logs: AttendanceLog[];
  loading: boolean;
}) {
  const t = useAttendanceTexts();
  return (
    <PlainTable<AttendanceLog>
      label={t('screen.recordsLabel')}
      rowKey="record_id"
      columns={columns}
      rows={logs}
      loading={loading}
      emptyText={t('messages.noRecords')}
      pageSize={20}
    />
  );
}

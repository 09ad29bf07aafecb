import { Table, type TableColumnsType } from 'antd';
import { ScrollRegion } from 'shared-auth/ui';
import { CORRECTION_TEXTS as T } from './messages';
import type { AttendanceCorrection } from './types';

export function CorrectionsTable({
  label,
  columns,
  rows,
  loading,
}: {
  label: string;
  columns: TableColumnsType<AttendanceCorrection>;
  rows: AttendanceCorrection[];
  loading: boolean;
}) {
  return (
    <ScrollRegion label={label}>
      <Table<AttendanceCorrection>
        rowKey="correction_id"
        columns={columns}
        dataSource={rows}
        loading={loading}
        locale={{ emptyText: T.noRequests }}
        pagination={{ pageSize: 10, hideOnSinglePage: true, showSizeChanger: false }}
      />
    </ScrollRegion>
  );
}

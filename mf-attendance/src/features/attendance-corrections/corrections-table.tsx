import { Grid, type TableColumnsType } from 'antd';
import { ScrollTable } from 'shared-auth/ui';
import { CorrectionCards } from './correction-cards';
import { useAttendanceTexts } from '../../shared/attendance-texts';
import type { AttendanceCorrection } from './types';

/** Requests as a table, or below antd's md (a phone) as cards with the same cells. */
export function CorrectionsTable(props: {
  label: string;
  columns: TableColumnsType<AttendanceCorrection>;
  rows: AttendanceCorrection[];
  loading: boolean;
}) {
  const t = useAttendanceTexts();
  const phone = Grid.useBreakpoint().md === false;
  if (phone) return <CorrectionCards {...props} />;
  const { label, columns, rows, loading } = props;
  return (
    <ScrollTable<AttendanceCorrection>
      label={label}
      rowKey="correction_id"
      columns={columns}
      dataSource={rows}
      loading={loading}
      emptyText={t('corrections.noRequests')}
      pagination={{ pageSize: 10, hideOnSinglePage: true, showSizeChanger: false }}
    />
  );
}

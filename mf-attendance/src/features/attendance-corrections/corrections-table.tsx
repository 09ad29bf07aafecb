import { Alert } from 'antd';
import { errorMessage } from 'shared-auth';
import { PlainTable, type PlainColumn } from 'shared-auth/ui';
import { useAttendanceTexts } from '../../shared/attendance-texts';
import { usePhone } from 'shared-auth/ui';
import { CorrectionCards } from './correction-cards';
import type { AttendanceCorrection } from './types';

/**
 * Requests as a table, or below antd's md (a phone) as cards with the same cells; above them, why the requests could
 * not be read.
 */
export function CorrectionsTable({
  error,
  ...list
}: {
  label: string;
  columns: PlainColumn<AttendanceCorrection>[];
  rows: AttendanceCorrection[];
  loading: boolean;
  error: unknown;
}) {
  const t = useAttendanceTexts();
  const phone = usePhone();
  return (
    <>
      {error ? (
        <Alert
          type="error"
          showIcon
          title={errorMessage(error, t('corrections.fetchFailed'))}
          style={{ marginBottom: 16 }}
        />
      ) : null}
      {phone ? (
        <CorrectionCards {...list} />
      ) : (
        <PlainTable<AttendanceCorrection>
          label={list.label}
          rowKey="correction_id"
          columns={list.columns}
          rows={list.rows}
          loading={list.loading}
          emptyText={t('corrections.noRequests')}
          pageSize={10}
        />
      )}
    </>
  );
}

import { Card } from 'antd';
import { useSession } from 'shared-auth';
import type { PlainColumn } from 'shared-auth/ui';
import { useGetAttendanceCorrectionsQuery } from './api';
import { correctionColumns } from './correction-columns';
import { CorrectionsTable } from './corrections-table';
import { useAttendanceTexts } from '../../shared/attendance-texts';
import type { AttendanceCorrection } from './types';

/** The viewer's own requests, newest first, with the decision and the decider's comment. */
export function MyCorrections() {
  const t = useAttendanceTexts();
  const session = useSession();
  const { date, requested, reason, status, comment } = correctionColumns(t);
  const columns: PlainColumn<AttendanceCorrection>[] = [date, requested, reason, status, comment];
  const { data, error, isFetching } = useGetAttendanceCorrectionsQuery({});
  // A manager's list holds their direct reports' requests too.
  const own = (data ?? []).filter((row) => String(row.employee_id) === session?.employee_id);

  return (
    <Card title={<h3 style={{ margin: 0 }}>{t('corrections.myRequests')}</h3>}>
      <CorrectionsTable
        label={t('corrections.myRequests')}
        columns={columns}
        rows={own}
        loading={isFetching}
        error={error}
      />
    </Card>
  );
}

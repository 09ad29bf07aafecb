import { Alert, Card, type TableColumnsType } from 'antd';
import { errorMessage, useSession } from 'shared-auth';
import { useGetAttendanceCorrectionsQuery } from './api';
import { CORRECTION_COLUMNS } from './correction-columns';
import { CorrectionsTable } from './corrections-table';
import { CORRECTION_TEXTS as T } from './messages';
import type { AttendanceCorrection } from './types';

const { date, requested, reason, status, comment } = CORRECTION_COLUMNS;
const COLUMNS: TableColumnsType<AttendanceCorrection> = [date, requested, reason, status, comment];

/** The viewer's own requests, newest first, with the decision and the decider's comment. */
export function MyCorrections() {
  const session = useSession();
  const { data, error, isFetching } = useGetAttendanceCorrectionsQuery({});
  // A manager's list holds their direct reports' requests too.
  const own = (data ?? []).filter((row) => String(row.employee_id) === session?.employee_id);

  return (
    <Card title={<h3 style={{ margin: 0 }}>{T.myRequests}</h3>}>
      {error && <Alert type="error" showIcon title={errorMessage(error, T.fetchFailed)} style={{ marginBottom: 16 }} />}
      <CorrectionsTable label={T.myRequests} columns={COLUMNS} rows={own} loading={isFetching} />
    </Card>
  );
}

import { MyCorrections } from '../features/attendance-corrections/my-corrections';
import { RequestCorrectionButton } from '../features/attendance-corrections/request-correction-button';
import { AttendanceLogsPage } from '../features/attendance-logs/attendance-logs-page';

/** The logs with correction requests: one per row of the viewer's own, one for a day without a record, and theirs. */
export default function AttendanceLogsWithCorrections() {
  return (
    <AttendanceLogsPage
      rowAction={(log) => <RequestCorrectionButton log={log} />}
      toolbar={<RequestCorrectionButton />}
    >
      <MyCorrections />
    </AttendanceLogsPage>
  );
}

import { useMemo } from 'react';
import { MyCorrections } from '../features/attendance-corrections/my-corrections';
import { useCorrectionRequests } from '../features/attendance-corrections/correction-requests';
import { AttendanceLogsPage } from '../features/attendance-logs/attendance-logs-page';

/** The logs with correction requests: one per row of the viewer's own, one for a day without a record, and theirs. */
export default function AttendanceLogsWithCorrections() {
  const { rowAction, toolbar, form } = useCorrectionRequests();
  // The same element while the openers stay the same: opening or closing the form does not render the table again.
  const page = useMemo(
    () => (
      <AttendanceLogsPage rowAction={rowAction} toolbar={toolbar}>
        <MyCorrections />
      </AttendanceLogsPage>
    ),
    [rowAction, toolbar],
  );
  return (
    <>
      {page}
      {form}
    </>
  );
}

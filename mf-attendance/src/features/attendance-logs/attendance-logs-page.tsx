import { ScreenPlaceholder } from '../../shared/screen-placeholder';

export function AttendanceLogsPage() {
  return <ScreenPlaceholder title="Attendance Logs" />;
}

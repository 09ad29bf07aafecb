import { ScreenPlaceholder } from '../../shared/screen-placeholder';

export function AttendanceHistoryPage() {
  return <ScreenPlaceholder title="Attendance History" />;
}

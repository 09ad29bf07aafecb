import { ScreenPlaceholder } from '../../shared/screen-placeholder';

export function AttendancePage() {
  return <ScreenPlaceholder title="Attendance" />;
}

import { ScreenPlaceholder } from '../../shared/screen-placeholder';

export function TimesheetPage() {
  return <ScreenPlaceholder title="Timesheet" />;
}

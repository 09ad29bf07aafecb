import { ScreenPlaceholder } from '../../shared/screen-placeholder';

export function ReportsDashboardPage() {
  return <ScreenPlaceholder title="Reports Dashboard" />;
}

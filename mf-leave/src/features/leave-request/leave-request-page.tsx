import { ScreenPlaceholder } from '../../shared/screen-placeholder';

export function LeaveRequestPage() {
  return <ScreenPlaceholder title="Request Leave" />;
}

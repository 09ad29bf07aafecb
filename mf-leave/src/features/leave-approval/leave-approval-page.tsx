import { ScreenPlaceholder } from '../../shared/screen-placeholder';

export function LeaveApprovalPage() {
  return <ScreenPlaceholder title="Leave Approvals" />;
}

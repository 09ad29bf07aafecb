import { leaveStatusColor } from 'shared-auth';
import { ContrastTag } from 'shared-auth/ui';

export function LeaveStatusTag({ status }: { status: string }) {
  return <ContrastTag tone={leaveStatusColor(status)}>{status}</ContrastTag>;
}

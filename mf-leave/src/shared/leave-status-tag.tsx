import { leaveStatusColor } from 'shared-auth';
import { ContrastTag } from './contrast-tag';

export function LeaveStatusTag({ status }: { status: string }) {
  return <ContrastTag tone={leaveStatusColor(status)}>{status}</ContrastTag>;
}

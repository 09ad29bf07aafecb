import { Tag } from 'antd';
import { leaveStatusColor } from 'shared-auth';

export function LeaveStatusTag({ status }: { status: string }) {
  return <Tag color={leaveStatusColor(status)}>{status}</Tag>;
}

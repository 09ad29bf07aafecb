import { Typography, type TableColumnType } from 'antd';
import type { LeaveRequest } from 'api-contract';
import { formatLongDate } from 'shared-auth';
import { leaveDates, LeaveStatusTag, LeaveTypeLabel } from './leave-labels';

type Column = TableColumnType<LeaveRequest>;
const text = (value: string | null) => value || '—';

function comments({
  manager_approval_comment: manager,
  admin_approval_comment: admin,
  manager_decided_by_name: decidedBy,
  manager_decided_for_name: decidedFor,
}: LeaveRequest) {
  if (!manager && !admin && !decidedFor) return '—';
  return (
    <>
      {decidedFor && (
        <div>
          <Typography.Text italic>{`Decided by ${decidedBy ?? '—'} for ${decidedFor}`}</Typography.Text>
        </div>
      )}
      {manager && (
        <div>
          <Typography.Text strong>Manager:</Typography.Text> {manager}
        </div>
      )}
      {admin && (
        <div>
          <Typography.Text strong>Admin:</Typography.Text> {admin}
        </div>
      )}
    </>
  );
}

/** The columns both leave tables draw from, so the two screens read the same. */
export const LEAVE_COLUMNS = {
  employee: { title: 'Employee', dataIndex: 'employee_name', key: 'employee' },
  type: {
    title: 'Leave Type',
    dataIndex: 'leave_type',
    key: 'type',
    render: (type: string) => <LeaveTypeLabel type={type} />,
  },
  dates: { title: 'Dates', key: 'dates', render: (_, request) => leaveDates(request) },
  reason: { title: 'Reason', dataIndex: 'reason', key: 'reason', render: text },
  status: {
    title: 'Status',
    dataIndex: 'status',
    key: 'status',
    render: (status: string) => <LeaveStatusTag status={status} />,
  },
  comments: { title: 'Comments', key: 'comments', render: (_, request) => comments(request) },
  managerComment: {
    title: 'Manager Comment',
    dataIndex: 'manager_approval_comment',
    key: 'managerComment',
    render: text,
  },
  adminComment: { title: 'Admin Comment', dataIndex: 'admin_approval_comment', key: 'adminComment', render: text },
  requested: { title: 'Requested On', dataIndex: 'created_at', key: 'requested', render: formatLongDate },
} satisfies Record<string, Column>;

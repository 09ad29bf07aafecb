import { Typography, type TableColumnType } from 'antd';
import type { LeaveRequest } from 'api-contract';
import { formatLongDate } from 'shared-auth';
import { leaveDates, LeaveStatusTag, LeaveTypeLabel } from './leave-labels';
import type { LeaveT } from './leave-texts';

type Column = TableColumnType<LeaveRequest>;
const text = (value: string | null) => value || '—';

function comments(
  t: LeaveT,
  {
    manager_approval_comment: manager,
    admin_approval_comment: admin,
    manager_decided_by_name: decidedBy,
    manager_decided_for_name: decidedFor,
  }: LeaveRequest,
) {
  if (!manager && !admin && !decidedFor) return '—';
  return (
    <>
      {decidedFor && (
        <div>
          <Typography.Text italic>{t('columns.decidedFor', { by: decidedBy ?? '—', for: decidedFor })}</Typography.Text>
        </div>
      )}
      {manager && (
        <div>
          <Typography.Text strong>{t('columns.manager')}</Typography.Text> {manager}
        </div>
      )}
      {admin && (
        <div>
          <Typography.Text strong>{t('columns.admin')}</Typography.Text> {admin}
        </div>
      )}
    </>
  );
}

/** The columns both leave tables draw from, so the two screens read the same. */
export const leaveColumns = (t: LeaveT) =>
  ({
    employee: { title: t('columns.employee'), dataIndex: 'employee_name', key: 'employee' },
    type: {
      title: t('columns.type'),
      dataIndex: 'leave_type',
      key: 'type',
      render: (type: string) => <LeaveTypeLabel type={type} />,
    },
    dates: { title: t('columns.dates'), key: 'dates', render: (_, request) => leaveDates(request) },
    reason: { title: t('columns.reason'), dataIndex: 'reason', key: 'reason', render: text },
    status: {
      title: t('columns.status'),
      dataIndex: 'status',
      key: 'status',
      render: (status: string) => <LeaveStatusTag status={status} />,
    },
    comments: { title: t('columns.comments'), key: 'comments', render: (_, request) => comments(t, request) },
    managerComment: {
      title: t('columns.managerComment'),
      dataIndex: 'manager_approval_comment',
      key: 'managerComment',
      render: text,
    },
    adminComment: {
      title: t('columns.adminComment'),
      dataIndex: 'admin_approval_comment',
      key: 'adminComment',
      render: text,
    },
    requested: { title: t('columns.requested'), dataIndex: 'created_at', key: 'requested', render: formatLongDate },
  }) satisfies Record<string, Column>;

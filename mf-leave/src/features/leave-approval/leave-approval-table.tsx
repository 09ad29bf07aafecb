import { Button, Space, type TableColumnsType } from 'antd';
import type { LeaveRequest } from 'api-contract';
import { useSession } from 'shared-auth';
import { ScrollTable } from 'shared-auth/ui';
import { leaveColumns } from '../../shared/leave-columns';
import { canDecide } from './can-decide';
import type { PendingDecision } from './decision-modal';
import { useLeaveTexts } from '../../shared/leave-texts';

export function LeaveApprovalTable({
  requests,
  loading,
  onDecide,
}: {
  requests: LeaveRequest[];
  loading: boolean;
  onDecide: (pending: PendingDecision) => void;
}) {
  const t = useLeaveTexts();
  const session = useSession();
  const actions = (request: LeaveRequest) =>
    session && canDecide(session, request) ? (
      <Space wrap>
        <Button type="primary" onClick={() => onDecide({ request, decision: 'approve' })}>
          {t('approval.approve')}
        </Button>
        <Button danger onClick={() => onDecide({ request, decision: 'reject' })}>
          {t('approval.reject')}
        </Button>
      </Space>
    ) : null;

  const { employee, type, dates, reason, status, comments, requested } = leaveColumns(t);
  const columns: TableColumnsType<LeaveRequest> = [
    employee,
    type,
    dates,
    reason,
    status,
    comments,
    requested,
    { title: t('columns.actions'), key: 'actions', render: (_, request) => actions(request) },
  ];

  return (
    <ScrollTable<LeaveRequest>
      label={t('approval.tableLabel')}
      rowKey="request_id"
      columns={columns}
      dataSource={requests}
      loading={loading}
      emptyText={t('texts.noRequests')}
      pageSize={10}
    />
  );
}

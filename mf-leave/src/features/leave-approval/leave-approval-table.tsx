import { Button, Space, type TableColumnsType } from 'antd';
import type { LeaveRequest } from 'api-contract';
import { useSession } from 'shared-auth';
import { ScrollTable } from 'shared-auth/ui';
import { LEAVE_COLUMNS } from '../../shared/leave-columns';
import { LEAVE_TEXTS } from '../../shared/messages';
import { canDecide } from './can-decide';
import type { PendingDecision } from './decision-modal';

export function LeaveApprovalTable({
  requests,
  loading,
  onDecide,
}: {
  requests: LeaveRequest[];
  loading: boolean;
  onDecide: (pending: PendingDecision) => void;
}) {
  const session = useSession();
  const actions = (request: LeaveRequest) =>
    session && canDecide(session, request) ? (
      <Space wrap>
        <Button type="primary" onClick={() => onDecide({ request, decision: 'approve' })}>
          Approve
        </Button>
        <Button danger onClick={() => onDecide({ request, decision: 'reject' })}>
          Reject
        </Button>
      </Space>
    ) : null;

  const { employee, type, dates, reason, status, comments, requested } = LEAVE_COLUMNS;
  const columns: TableColumnsType<LeaveRequest> = [
    employee,
    type,
    dates,
    reason,
    status,
    comments,
    requested,
    { title: 'Actions', key: 'actions', render: (_, request) => actions(request) },
  ];

  return (
    <ScrollTable<LeaveRequest>
      label="Leave requests"
      rowKey="request_id"
      columns={columns}
      dataSource={requests}
      loading={loading}
      emptyText={LEAVE_TEXTS.noRequests}
      pageSize={10}
    />
  );
}

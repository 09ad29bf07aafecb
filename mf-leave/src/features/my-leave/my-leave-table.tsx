import { Table, type TableColumnsType } from 'antd';
import type { LeaveRequest } from 'api-contract';
import { ScrollRegion } from 'shared-auth/ui';
import { LEAVE_COLUMNS } from '../../shared/leave-columns';
import { LEAVE_TEXTS } from '../../shared/messages';

const { type, dates, reason, status, managerComment, adminComment, requested } = LEAVE_COLUMNS;
const COLUMNS: TableColumnsType<LeaveRequest> = [type, dates, reason, status, managerComment, adminComment, requested];

export function MyLeaveTable({ requests, loading }: { requests: LeaveRequest[]; loading: boolean }) {
  return (
    <ScrollRegion label="My leave requests">
      <Table<LeaveRequest>
        rowKey="request_id"
        columns={COLUMNS}
        dataSource={requests}
        loading={loading}
        locale={{ emptyText: LEAVE_TEXTS.noRequests }}
        pagination={{ pageSize: 10, hideOnSinglePage: true }}
      />
    </ScrollRegion>
  );
}

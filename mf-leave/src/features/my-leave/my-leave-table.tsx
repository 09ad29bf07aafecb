import { Table, type TableColumnsType } from 'antd';
import { LEAVE_COLUMNS } from '../../shared/leave-columns';
import { LEAVE_TEXTS } from '../../shared/messages';
import { TableRegion } from '../../shared/table-region';
import type { LeaveRequest } from '../../shared/types';

const { type, dates, reason, status, managerComment, adminComment, requested } = LEAVE_COLUMNS;
const COLUMNS: TableColumnsType<LeaveRequest> = [type, dates, reason, status, managerComment, adminComment, requested];

export function MyLeaveTable({ requests, loading }: { requests: LeaveRequest[]; loading: boolean }) {
  return (
    <TableRegion label="My leave requests">
      <Table<LeaveRequest>
        rowKey="request_id"
        columns={COLUMNS}
        dataSource={requests}
        loading={loading}
        locale={{ emptyText: LEAVE_TEXTS.noRequests }}
        pagination={{ pageSize: 10, hideOnSinglePage: true }}
      />
    </TableRegion>
  );
}

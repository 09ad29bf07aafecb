import { Table, Typography, type TableColumnsType } from 'antd';
import { ScrollRegion } from 'shared-auth/ui';
import { LEAVE_TEXTS } from '../../../shared/messages';
import type { LeaveBalance } from './types';

// Null: the type is not counted against a balance (its policy), so it has no entitlement or remainder.
const days = (value: number | null) => (value === null ? '—' : value);

// Remaining comes first after the type: on a phone the table scrolls sideways and the rest explains it.
const COLUMNS: TableColumnsType<LeaveBalance> = [
  { title: 'Leave Type', dataIndex: 'display_name', key: 'type' },
  {
    title: 'Remaining',
    dataIndex: 'remaining',
    key: 'remaining',
    render: (value: number | null) =>
      value === null ? LEAVE_TEXTS.notCounted : <Typography.Text strong>{value}</Typography.Text>,
  },
  { title: 'Entitled', dataIndex: 'entitled', key: 'entitled', render: days },
  { title: 'Carried Over', dataIndex: 'carried_over', key: 'carried', render: days },
  { title: 'Adjustments', dataIndex: 'adjustments', key: 'adjustments', render: days },
  { title: 'Accrued to Date', dataIndex: 'accrued_to_date', key: 'accrued', render: days },
  { title: 'Taken', dataIndex: 'taken', key: 'taken', render: days },
  { title: 'Pending', dataIndex: 'pending', key: 'pending', render: days },
];

export function LeaveBalancesTable({ balances, loading }: { balances: LeaveBalance[]; loading: boolean }) {
  return (
    <ScrollRegion label={LEAVE_TEXTS.balancesTitle}>
      <Table<LeaveBalance>
        rowKey="leave_type"
        columns={COLUMNS}
        dataSource={balances}
        loading={loading}
        pagination={false}
        size="small"
        locale={{ emptyText: LEAVE_TEXTS.noBalances }}
      />
    </ScrollRegion>
  );
}

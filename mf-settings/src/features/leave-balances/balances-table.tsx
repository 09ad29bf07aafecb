import type { TableColumnsType } from 'antd';
import { ScrollTable } from 'shared-auth/ui';
import { BALANCE_MESSAGES as M } from './messages';
import type { LeaveBalance } from './types';

const days = (value: number | null) => (value === null ? M.notCounted : String(value));

const COLUMNS: TableColumnsType<LeaveBalance> = [
  { title: M.leaveType, key: 'type', render: (_, b) => b.display_name },
  { title: 'Entitled', key: 'entitled', render: (_, b) => days(b.entitled) },
  { title: 'Carried over', key: 'carried', render: (_, b) => b.carried_over },
  { title: 'Adjustments', key: 'adjustments', render: (_, b) => b.adjustments },
  { title: 'Accrued to date', key: 'accrued', render: (_, b) => days(b.accrued_to_date) },
  { title: 'Taken', key: 'taken', render: (_, b) => b.taken },
  { title: 'Pending', key: 'pending', render: (_, b) => b.pending },
  { title: 'Remaining', key: 'remaining', render: (_, b) => <strong>{days(b.remaining)}</strong> },
];

export function BalancesTable({ rows, loading }: { rows: LeaveBalance[] | undefined; loading: boolean }) {
  return (
    <ScrollTable<LeaveBalance>
      label={M.balances}
      rowKey="leave_type"
      size="small"
      columns={COLUMNS}
      dataSource={rows}
      loading={loading}
      emptyText={M.noBalances}
    />
  );
}

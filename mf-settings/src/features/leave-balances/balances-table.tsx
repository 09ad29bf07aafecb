import type { TableColumnsType } from 'antd';
import { ScrollTable } from 'shared-auth/ui';
import { BALANCE_MESSAGES as M, hoursText } from './messages';
import type { LeaveBalance } from './types';

// A type counted in hours has its figures in minutes: shown as hours.
const amount = (value: number, b: LeaveBalance) => (b.unit === 'hour' ? hoursText(value) : String(value));
const days = (value: number | null, b: LeaveBalance) => (value === null ? M.notCounted : amount(value, b));

const COLUMNS: TableColumnsType<LeaveBalance> = [
  { title: M.leaveType, key: 'type', render: (_, b) => b.display_name },
  { title: 'Entitled', key: 'entitled', render: (_, b) => days(b.entitled, b) },
  { title: 'Carried over', key: 'carried', render: (_, b) => amount(b.carried_over, b) },
  { title: 'Adjustments', key: 'adjustments', render: (_, b) => amount(b.adjustments, b) },
  { title: 'Time in lieu', key: 'credited', render: (_, b) => amount(b.credited, b) },
  { title: 'Accrued to date', key: 'accrued', render: (_, b) => days(b.accrued_to_date, b) },
  { title: 'Taken', key: 'taken', render: (_, b) => amount(b.taken, b) },
  { title: 'Pending', key: 'pending', render: (_, b) => amount(b.pending, b) },
  { title: 'Remaining', key: 'remaining', render: (_, b) => <strong>{days(b.remaining, b)}</strong> },
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

import { Typography, type TableColumnsType } from 'antd';
import { formatLongDate } from 'shared-auth';
import { ScrollTable } from 'shared-auth/ui';
import { hoursText, LeaveTypeLabel } from '../../../shared/leave-labels';
import { LEAVE_TEXTS, LEDGER_KINDS } from '../../../shared/messages';
import type { LeaveBalance, LedgerLine } from './api';

// Null: the type is not counted against a balance (its policy), so it has no entitlement or remainder. A type
// counted in hours has its figures in minutes: shown as hours.
const amount = (value: number | null, unit: 'day' | 'hour') =>
  value === null ? '—' : unit === 'hour' ? hoursText(value) : value;
const days = (value: number | null, balance: LeaveBalance) => amount(value, balance.unit);

// Remaining comes first after the type: on a phone the table scrolls sideways and the rest explains it.
const BALANCE_COLUMNS: TableColumnsType<LeaveBalance> = [
  { title: 'Leave Type', dataIndex: 'display_name', key: 'type' },
  {
    title: 'Remaining',
    dataIndex: 'remaining',
    key: 'remaining',
    render: (value: number | null, balance) =>
      value === null ? LEAVE_TEXTS.notCounted : <Typography.Text strong>{amount(value, balance.unit)}</Typography.Text>,
  },
  { title: 'Entitled', dataIndex: 'entitled', key: 'entitled', render: days },
  { title: 'Carried Over', dataIndex: 'carried_over', key: 'carried', render: days },
  { title: 'Adjustments', dataIndex: 'adjustments', key: 'adjustments', render: days },
  { title: 'Time in Lieu', dataIndex: 'credited', key: 'credited', render: days },
  { title: 'Accrued to Date', dataIndex: 'accrued_to_date', key: 'accrued', render: days },
  { title: 'Taken', dataIndex: 'taken', key: 'taken', render: days },
  { title: 'Pending', dataIndex: 'pending', key: 'pending', render: days },
];

export function LeaveBalancesTable({ balances, loading }: { balances: LeaveBalance[]; loading: boolean }) {
  return (
    <ScrollTable<LeaveBalance>
      label={LEAVE_TEXTS.balancesTitle}
      rowKey="leave_type"
      columns={BALANCE_COLUMNS}
      dataSource={balances}
      loading={loading}
      size="small"
      emptyText={LEAVE_TEXTS.noBalances}
    />
  );
}

const signed = (days: number, line: LedgerLine) => {
  const text = line.unit === 'hour' ? hoursText(days) : String(days);
  return days > 0 ? `+${text}` : text;
};

const LEDGER_COLUMNS: TableColumnsType<LedgerLine> = [
  { title: 'Date', dataIndex: 'date', key: 'date', render: formatLongDate },
  {
    title: 'Leave Type',
    dataIndex: 'leave_type',
    key: 'type',
    render: (type: string) => <LeaveTypeLabel type={type} />,
  },
  { title: 'Entry', dataIndex: 'kind', key: 'kind', render: (kind: LedgerLine['kind']) => LEDGER_KINDS[kind] },
  { title: 'Description', dataIndex: 'description', key: 'description' },
  { title: 'Amount', dataIndex: 'days', key: 'days', align: 'right', render: signed },
];

export function LeaveLedgerTable({ lines, loading }: { lines: LedgerLine[]; loading: boolean }) {
  return (
    <ScrollTable<LedgerLine>
      label={LEAVE_TEXTS.ledgerTitle}
      rowKey={(line) => `${line.kind}-${line.leave_type}-${line.date}-${line.request_id ?? ''}-${line.description}`}
      columns={LEDGER_COLUMNS}
      dataSource={lines}
      loading={loading}
      size="small"
      emptyText={LEAVE_TEXTS.noLedger}
      pageSize={10}
    />
  );
}

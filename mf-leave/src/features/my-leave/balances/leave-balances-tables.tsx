import { Typography, type TableColumnsType } from 'antd';
import { formatLongDate, intlLocale, useLanguage } from 'shared-auth';
import { ScrollTable } from 'shared-auth/ui';
import { hoursText, LeaveTypeLabel } from '../../../shared/leave-labels';
import type { LeaveBalance, LedgerLine } from './api';
import { useLeaveTexts, type LeaveT } from '../../../shared/leave-texts';

// Null: the type is not counted against a balance (its policy), so it has no entitlement or remainder. A type
// counted in hours has its figures in minutes: shown as hours.
const amountIn = (t: LeaveT, figure: Intl.NumberFormat) => (value: number | null, unit: 'day' | 'hour') =>
  value === null ? '—' : unit === 'hour' ? hoursText(t, value) : figure.format(value);

/** Days as the person's language writes numbers (22.92, 22,92). */
const useDayFigures = () => new Intl.NumberFormat(intlLocale(useLanguage()), { maximumFractionDigits: 2 });

// Remaining comes first after the type: on a phone the table scrolls sideways and the rest explains it.
function balanceColumns(t: LeaveT, figure: Intl.NumberFormat): TableColumnsType<LeaveBalance> {
  const amount = amountIn(t, figure);
  const days = (value: number | null, balance: LeaveBalance) => amount(value, balance.unit);
  return [
    { title: t('balances.type'), dataIndex: 'display_name', key: 'type' },
    {
      title: t('balances.remaining'),
      dataIndex: 'remaining',
      key: 'remaining',
      render: (value: number | null, balance) =>
        value === null ? (
          t('texts.notCounted')
        ) : (
          <Typography.Text strong>{amount(value, balance.unit)}</Typography.Text>
        ),
    },
    { title: t('balances.entitled'), dataIndex: 'entitled', key: 'entitled', render: days },
    { title: t('balances.carriedOver'), dataIndex: 'carried_over', key: 'carried', render: days },
    { title: t('balances.adjustments'), dataIndex: 'adjustments', key: 'adjustments', render: days },
    { title: t('balances.timeInLieu'), dataIndex: 'credited', key: 'credited', render: days },
    { title: t('balances.accrued'), dataIndex: 'accrued_to_date', key: 'accrued', render: days },
    { title: t('balances.taken'), dataIndex: 'taken', key: 'taken', render: days },
    { title: t('balances.pending'), dataIndex: 'pending', key: 'pending', render: days },
  ];
}

export function LeaveBalancesTable({ balances, loading }: { balances: LeaveBalance[]; loading: boolean }) {
  const t = useLeaveTexts();
  const figure = useDayFigures();
  return (
    <ScrollTable<LeaveBalance>
      label={t('texts.balancesTitle')}
      rowKey="leave_type"
      columns={balanceColumns(t, figure)}
      dataSource={balances}
      loading={loading}
      size="small"
      emptyText={t('texts.noBalances')}
    />
  );
}

function ledgerColumns(t: LeaveT, figure: Intl.NumberFormat): TableColumnsType<LedgerLine> {
  const signed = (days: number, line: LedgerLine) => {
    const text = line.unit === 'hour' ? hoursText(t, days) : figure.format(days);
    return days > 0 ? `+${text}` : text;
  };
  return [
    { title: t('balances.date'), dataIndex: 'date', key: 'date', render: formatLongDate },
    {
      title: t('balances.type'),
      dataIndex: 'leave_type',
      key: 'type',
      render: (type: string) => <LeaveTypeLabel type={type} />,
    },
    {
      title: t('balances.entry'),
      dataIndex: 'kind',
      key: 'kind',
      render: (kind: LedgerLine['kind']) => t(`ledgerKinds.${kind}`),
    },
    { title: t('balances.description'), dataIndex: 'description', key: 'description' },
    { title: t('balances.amount'), dataIndex: 'days', key: 'days', align: 'right', render: signed },
  ];
}

export function LeaveLedgerTable({ lines, loading }: { lines: LedgerLine[]; loading: boolean }) {
  const t = useLeaveTexts();
  const figure = useDayFigures();
  return (
    <ScrollTable<LedgerLine>
      label={t('texts.ledgerTitle')}
      rowKey={(line) => `${line.kind}-${line.leave_type}-${line.date}-${line.request_id ?? ''}-${line.description}`}
      columns={ledgerColumns(t, figure)}
      dataSource={lines}
      loading={loading}
      size="small"
      emptyText={t('texts.noLedger')}
      pageSize={10}
    />
  );
}

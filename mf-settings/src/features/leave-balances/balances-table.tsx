import type { TableColumnsType } from 'antd';
import { useLanguage } from 'shared-auth';
import { ScrollTable } from 'shared-auth/ui';
import { useSettingsTexts } from '../../shared/settings-texts';
import { daysText, hoursText } from './amounts';
import type { LeaveBalance } from './types';

// The plain figures: a column's key -> the balance's field.
const FIELD_OF = {
  carried: 'carried_over',
  adjustments: 'adjustments',
  credited: 'credited',
  taken: 'taken',
  pending: 'pending',
} as const;

export function BalancesTable({ rows, loading }: { rows: LeaveBalance[] | undefined; loading: boolean }) {
  const t = useSettingsTexts();
  const language = useLanguage();
  // A type counted in hours has its figures in minutes: shown as hours.
  const amount = (value: number, b: LeaveBalance) =>
    b.unit === 'hour' ? hoursText(value, t) : daysText(value, language);
  const days = (value: number | null, b: LeaveBalance) =>
    value === null ? t('balances.notCounted') : amount(value, b);
  const figure = (key: keyof typeof FIELD_OF) => ({
    title: t(`balances.columns.${key}`),
    key,
    render: (_: unknown, b: LeaveBalance) => amount(b[FIELD_OF[key]], b),
  });

  const columns: TableColumnsType<LeaveBalance> = [
    { title: t('balances.leaveType'), key: 'type', render: (_, b) => b.display_name },
    { title: t('balances.columns.entitled'), key: 'entitled', render: (_, b) => days(b.entitled, b) },
    figure('carried'),
    figure('adjustments'),
    figure('credited'),
    { title: t('balances.columns.accrued'), key: 'accrued', render: (_, b) => days(b.accrued_to_date, b) },
    figure('taken'),
    figure('pending'),
    {
      title: t('balances.columns.remaining'),
      key: 'remaining',
      render: (_, b) => <strong>{days(b.remaining, b)}</strong>,
    },
  ];

  return (
    <ScrollTable<LeaveBalance>
      label={t('balances.balances')}
      rowKey="leave_type"
      size="small"
      columns={columns}
      dataSource={rows}
      loading={loading}
      emptyText={t('balances.noBalances')}
    />
  );
}

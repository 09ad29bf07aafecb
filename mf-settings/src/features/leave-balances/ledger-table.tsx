import type { TableColumnsType } from 'antd';
import { formatLongDate, leaveTypeName, useLanguage, type Language } from 'shared-auth';
import { ScrollTable } from 'shared-auth/ui';
import { useSettingsTexts, type SettingsT } from '../../shared/settings-texts';
import { daysText, hoursText } from './amounts';
import type { LeaveBalance, LedgerLine } from './types';

/** Days, or minutes shown as hours for a type counted in hours; a credit with its sign. */
function signed(line: LedgerLine, t: SettingsT, language: Language): string {
  const text = line.unit === 'hour' ? hoursText(line.days, t) : daysText(line.days, language);
  return line.days > 0 ? `+${text}` : text;
}

const columns = (types: LeaveBalance[], t: SettingsT, language: Language): TableColumnsType<LedgerLine> => [
  { title: t('balances.columns.date'), key: 'date', render: (_, l) => formatLongDate(l.date) },
  { title: t('balances.leaveType'), key: 'type', render: (_, l) => leaveTypeName(l.leave_type, types) },
  { title: t('balances.columns.kind'), key: 'kind', render: (_, l) => t(`balances.kinds.${l.kind}`) },
  { title: t('balances.columns.amount'), key: 'days', render: (_, l) => signed(l, t, language) },
  { title: t('balances.columns.description'), key: 'description', render: (_, l) => l.description },
];

interface Props {
  lines: LedgerLine[] | undefined;
  /** The balances of the same year: they give each type its display name. */
  types: LeaveBalance[];
  loading: boolean;
}

export function LedgerTable({ lines, types, loading }: Props) {
  const t = useSettingsTexts();
  const language = useLanguage();
  return (
    <ScrollTable<LedgerLine>
      label={t('balances.ledger')}
      rowKey={(line) => `${line.date}-${line.leave_type}-${line.kind}-${line.request_id ?? ''}-${line.description}`}
      size="small"
      columns={columns(types, t, language)}
      dataSource={lines}
      loading={loading}
      emptyText={t('balances.noLedger')}
    />
  );
}

import type { TableColumnsType } from 'antd';
import { formatLongDate, leaveTypeName } from 'shared-auth';
import { ScrollTable } from 'shared-auth/ui';
import { BALANCE_MESSAGES as M, hoursText, LEDGER_KINDS } from './messages';
import type { LeaveBalance, LedgerLine } from './types';

/** Days, or minutes shown as hours for a type counted in hours; a credit with its sign. */
function signed(line: LedgerLine): string {
  const text = line.unit === 'hour' ? hoursText(line.days) : String(line.days);
  return line.days > 0 ? `+${text}` : text;
}

const columns = (types: LeaveBalance[]): TableColumnsType<LedgerLine> => [
  { title: 'Date', key: 'date', render: (_, l) => formatLongDate(l.date) },
  { title: M.leaveType, key: 'type', render: (_, l) => leaveTypeName(l.leave_type, types) },
  { title: 'Line', key: 'kind', render: (_, l) => LEDGER_KINDS[l.kind] },
  { title: 'Amount', key: 'days', render: (_, l) => signed(l) },
  { title: 'Description', key: 'description', render: (_, l) => l.description },
];

interface Props {
  lines: LedgerLine[] | undefined;
  /** The balances of the same year: they give each type its display name. */
  types: LeaveBalance[];
  loading: boolean;
}

export function LedgerTable({ lines, types, loading }: Props) {
  return (
    <ScrollTable<LedgerLine>
      label={M.ledger}
      rowKey={(line) => `${line.date}-${line.leave_type}-${line.kind}-${line.request_id ?? ''}-${line.description}`}
      size="small"
      columns={columns(types)}
      dataSource={lines}
      loading={loading}
      emptyText={M.noLedger}
    />
  );
}

import { Table, type TableColumnsType } from 'antd';
import { formatLongDate } from 'shared-auth';
import { ScrollRegion } from 'shared-auth/ui';
import { BALANCE_MESSAGES as M, LEDGER_KINDS } from './messages';
import type { LedgerLine } from './types';

const COLUMNS: TableColumnsType<LedgerLine> = [
  { title: 'Date', key: 'date', render: (_, l) => formatLongDate(l.date) },
  { title: M.leaveType, key: 'type', render: (_, l) => l.leave_type },
  { title: 'Line', key: 'kind', render: (_, l) => LEDGER_KINDS[l.kind] },
  { title: 'Days', key: 'days', render: (_, l) => (l.days > 0 ? `+${l.days}` : String(l.days)) },
  { title: 'Description', key: 'description', render: (_, l) => l.description },
];

export function LedgerTable({ lines, loading }: { lines: LedgerLine[] | undefined; loading: boolean }) {
  return (
    <ScrollRegion label={M.ledger}>
      <Table<LedgerLine>
        rowKey={(line) => `${line.date}-${line.leave_type}-${line.kind}-${line.request_id ?? ''}-${line.description}`}
        size="small"
        columns={COLUMNS}
        dataSource={lines}
        loading={loading}
        pagination={false}
        locale={{ emptyText: M.noLedger }}
      />
    </ScrollRegion>
  );
}

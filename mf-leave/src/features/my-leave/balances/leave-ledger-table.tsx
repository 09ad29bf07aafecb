import { Table, type TableColumnsType } from 'antd';
import { formatLongDate } from 'shared-auth';
import { ScrollRegion } from 'shared-auth/ui';
import { LeaveTypeLabel } from '../../../shared/leave-labels';
import { LEAVE_TEXTS, LEDGER_KINDS } from '../../../shared/messages';
import type { LedgerLine } from './types';

const signed = (days: number) => (days > 0 ? `+${days}` : String(days));

const COLUMNS: TableColumnsType<LedgerLine> = [
  { title: 'Date', dataIndex: 'date', key: 'date', render: formatLongDate },
  {
    title: 'Leave Type',
    dataIndex: 'leave_type',
    key: 'type',
    render: (type: string) => <LeaveTypeLabel type={type} />,
  },
  { title: 'Entry', dataIndex: 'kind', key: 'kind', render: (kind: LedgerLine['kind']) => LEDGER_KINDS[kind] },
  { title: 'Description', dataIndex: 'description', key: 'description' },
  { title: 'Days', dataIndex: 'days', key: 'days', align: 'right', render: signed },
];

export function LeaveLedgerTable({ lines, loading }: { lines: LedgerLine[]; loading: boolean }) {
  return (
    <ScrollRegion label={LEAVE_TEXTS.ledgerTitle}>
      <Table<LedgerLine>
        rowKey={(line) => `${line.kind}-${line.leave_type}-${line.date}-${line.request_id ?? ''}-${line.description}`}
        columns={COLUMNS}
        dataSource={lines}
        loading={loading}
        size="small"
        locale={{ emptyText: LEAVE_TEXTS.noLedger }}
        pagination={{ pageSize: 10, hideOnSinglePage: true }}
      />
    </ScrollRegion>
  );
}

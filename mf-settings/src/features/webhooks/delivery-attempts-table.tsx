import type { TableColumnsType } from 'antd';
import { formatLongDate, formatTime } from 'shared-auth';
import { ScrollTable } from 'shared-auth/ui';
import { DELIVERY_MESSAGES as M } from './messages';
import type { DeliveryAttempt } from './types';

type NumberedAttempt = DeliveryAttempt & { number: number };

const columns: TableColumnsType<NumberedAttempt> = [
  { title: M.attempt, key: 'number', render: (_, a) => a.number },
  {
    title: M.attemptedAt,
    key: 'at',
    render: (_, a) => `${formatLongDate(a.attempted_at)} ${formatTime(a.attempted_at)}`,
  },
  { title: M.statusCode, key: 'answer', render: (_, a) => a.status_code ?? a.error ?? M.noAnswer },
  { title: M.duration, key: 'duration', render: (_, a) => `${a.duration_ms} ms` },
];

/** Every attempt of one delivery, first to last, with the receiver's HTTP status or the error met. */
export function DeliveryAttemptsTable({ attempts, label }: { attempts: DeliveryAttempt[]; label: string }) {
  return (
    <ScrollTable<NumberedAttempt>
      label={label}
      size="small"
      rowKey="number"
      columns={columns}
      dataSource={attempts.map((attempt, index) => ({ ...attempt, number: index + 1 }))}
      emptyText={M.notTried}
    />
  );
}

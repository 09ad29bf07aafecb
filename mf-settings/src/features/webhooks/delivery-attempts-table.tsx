import type { TableColumnsType } from 'antd';
import { formatLongDate, formatTime } from 'shared-auth';
import { ScrollTable } from 'shared-auth/ui';
import type { DeliveryAttempt } from './types';
import { useSettingsTexts, type SettingsT } from '../../shared/settings-texts';

type NumberedAttempt = DeliveryAttempt & { number: number };

const columns = (t: SettingsT): TableColumnsType<NumberedAttempt> => [
  { title: t('deliveries.attempt'), key: 'number', render: (_, a) => a.number },
  {
    title: t('deliveries.attemptedAt'),
    key: 'at',
    render: (_, a) => `${formatLongDate(a.attempted_at)} ${formatTime(a.attempted_at)}`,
  },
  {
    title: t('deliveries.statusCode'),
    key: 'answer',
    render: (_, a) => a.status_code ?? a.error ?? t('deliveries.noAnswer'),
  },
  {
    title: t('deliveries.duration'),
    key: 'duration',
    render: (_, a) => t('deliveries.durationMs', { ms: String(a.duration_ms) }),
  },
];

/** Every attempt of one delivery, first to last, with the receiver's HTTP status or the error met. */
export function DeliveryAttemptsTable({ attempts, label }: { attempts: DeliveryAttempt[]; label: string }) {
  const t = useSettingsTexts();
  return (
    <ScrollTable<NumberedAttempt>
      label={label}
      size="small"
      rowKey="number"
      columns={columns(t)}
      dataSource={attempts.map((attempt, index) => ({ ...attempt, number: index + 1 }))}
      emptyText={t('deliveries.notTried')}
    />
  );
}

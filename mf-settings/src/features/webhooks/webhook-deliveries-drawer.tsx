import { Alert, Button, Drawer, type TableColumnsType } from 'antd';
import { errorMessage, formatLongDate, formatTime, useNotice } from 'shared-auth';
import { ContrastTag, NoticeBanner, ScrollTable } from 'shared-auth/ui';
import { useGetWebhooksByIdDeliveriesQuery, usePostWebhookDeliveriesByIdRedeliverMutation } from './api';
import { DeliveryAttemptsTable } from './delivery-attempts-table';
import type { Webhook, WebhookDelivery } from './types';
import { useSettingsTexts } from '../../shared/settings-texts';

const STATUS_TONES: Record<WebhookDelivery['status'], string> = {
  pending: 'orange',
  delivered: 'green',
  failed: 'red',
};
const when = (timestamp: string) => `${formatLongDate(timestamp)} ${formatTime(timestamp)}`;

/** A webhook's latest deliveries, each with its attempts (expand a row) and a button to send it again. */
export function WebhookDeliveriesDrawer({ webhook, onClose }: { webhook: Webhook; onClose: () => void }) {
  const t = useSettingsTexts();
  const { data, error, isFetching } = useGetWebhooksByIdDeliveriesQuery({ id: webhook.webhook_id });
  const [redeliver] = usePostWebhookDeliveriesByIdRedeliverMutation();
  const { notice, clear, succeed, fail, run } = useNotice();

  const onRedeliver = async (delivery: WebhookDelivery) => {
    try {
      succeed((await run(() => redeliver({ id: delivery.delivery_id }).unwrap())).message);
    } catch (err) {
      fail(errorMessage(err, t('deliveries.redeliverFailed')));
    }
  };

  const columns: TableColumnsType<WebhookDelivery> = [
    { title: t('deliveries.event'), key: 'event', render: (_, d) => d.event_type },
    { title: t('deliveries.created'), key: 'created', render: (_, d) => when(d.created_at) },
    {
      title: t('deliveries.outcome'),
      key: 'outcome',
      render: (_, d) => <ContrastTag tone={STATUS_TONES[d.status]}>{t(`deliveries.status.${d.status}`)}</ContrastTag>,
    },
    { title: t('deliveries.attempts'), key: 'attempts', render: (_, d) => d.attempts },
    {
      title: t('deliveries.nextRetry'),
      key: 'next',
      render: (_, d) => (d.status === 'pending' ? when(d.next_attempt_at) : '—'),
    },
    {
      title: t('actions.actions'),
      key: 'actions',
      render: (_, d) => (
        <Button
          onClick={() => void onRedeliver(d)}
          aria-label={t('deliveries.redeliverOne', { event: d.event_type, when: when(d.created_at) })}
        >
          {t('deliveries.redeliver')}
        </Button>
      ),
    },
  ];

  return (
    <Drawer
      open
      title={t('deliveries.title', { url: webhook.url })}
      onClose={onClose}
      size="min(960px, 100vw)"
      // A long URL breaks anywhere rather than push the header past a phone's width.
      styles={{ title: { overflowWrap: 'anywhere', minWidth: 0 } }}
    >
      <NoticeBanner notice={notice} onClose={clear} />
      {error && (
        <Alert
          type="error"
          showIcon
          title={errorMessage(error, t('deliveries.fetchFailed'))}
          style={{ marginBottom: 16 }}
        />
      )}
      <ScrollTable<WebhookDelivery>
        label={t('deliveries.title', { url: webhook.url })}
        rowKey="delivery_id"
        columns={columns}
        dataSource={data}
        loading={isFetching}
        emptyText={t('deliveries.empty')}
        expandable={{
          expandedRowRender: (d) => (
            <DeliveryAttemptsTable
              attempts={d.attempt_log}
              label={t('deliveries.attemptsOf', { event: d.event_type, when: when(d.created_at) })}
            />
          ),
        }}
      />
    </Drawer>
  );
}

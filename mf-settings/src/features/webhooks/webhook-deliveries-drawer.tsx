import { Alert, Button, Drawer, type TableColumnsType } from 'antd';
import { errorMessage, formatLongDate, formatTime, useNotice } from 'shared-auth';
import { ContrastTag, NoticeBanner, ScrollTable } from 'shared-auth/ui';
import { useGetWebhooksByIdDeliveriesQuery, usePostWebhookDeliveriesByIdRedeliverMutation } from './api';
import { DeliveryAttemptsTable } from './delivery-attempts-table';
import { DELIVERY_MESSAGES as M, DELIVERY_STATUS } from './messages';
import type { Webhook, WebhookDelivery } from './types';

const when = (timestamp: string) => `${formatLongDate(timestamp)} ${formatTime(timestamp)}`;

/** A webhook's latest deliveries, each with its attempts (expand a row) and a button to send it again. */
export function WebhookDeliveriesDrawer({ webhook, onClose }: { webhook: Webhook; onClose: () => void }) {
  const { data, error, isFetching } = useGetWebhooksByIdDeliveriesQuery({ id: webhook.webhook_id });
  const [redeliver] = usePostWebhookDeliveriesByIdRedeliverMutation();
  const { notice, clear, succeed, fail, run } = useNotice();

  const onRedeliver = async (delivery: WebhookDelivery) => {
    try {
      succeed((await run(() => redeliver({ id: delivery.delivery_id }).unwrap())).message);
    } catch (err) {
      fail(errorMessage(err, M.redeliverFailed));
    }
  };

  const columns: TableColumnsType<WebhookDelivery> = [
    { title: M.event, key: 'event', render: (_, d) => d.event_type },
    { title: M.created, key: 'created', render: (_, d) => when(d.created_at) },
    {
      title: M.outcome,
      key: 'outcome',
      render: (_, d) => (
        <ContrastTag tone={DELIVERY_STATUS[d.status].tone}>{DELIVERY_STATUS[d.status].text}</ContrastTag>
      ),
    },
    { title: M.attempts, key: 'attempts', render: (_, d) => d.attempts },
    { title: M.nextRetry, key: 'next', render: (_, d) => (d.status === 'pending' ? when(d.next_attempt_at) : '—') },
    {
      title: 'Actions',
      key: 'actions',
      render: (_, d) => (
        <Button onClick={() => void onRedeliver(d)} aria-label={`${M.redeliver} ${d.event_type} ${when(d.created_at)}`}>
          {M.redeliver}
        </Button>
      ),
    },
  ];

  return (
    <Drawer
      open
      title={M.title(webhook.url)}
      onClose={onClose}
      size="min(960px, 100vw)"
      // A long URL breaks anywhere rather than push the header past a phone's width.
      styles={{ title: { overflowWrap: 'anywhere', minWidth: 0 } }}
    >
      <NoticeBanner notice={notice} onClose={clear} />
      {error && <Alert type="error" showIcon title={errorMessage(error, M.fetchFailed)} style={{ marginBottom: 16 }} />}
      <ScrollTable<WebhookDelivery>
        label={M.title(webhook.url)}
        rowKey="delivery_id"
        columns={columns}
        dataSource={data}
        loading={isFetching}
        emptyText={M.empty}
        expandable={{
          expandedRowRender: (d) => (
            <DeliveryAttemptsTable
              attempts={d.attempt_log}
              label={`${M.attempts}: ${d.event_type} ${when(d.created_at)}`}
            />
          ),
        }}
      />
    </Drawer>
  );
}

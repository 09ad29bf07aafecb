import { Alert, Button, Card, Flex, Popconfirm, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { errorMessage, useNotice } from 'shared-auth';
import { ContrastTag, NoticeBanner, ScrollTable } from 'shared-auth/ui';
import { SecretOnceModal } from '../../shared/secret-once-modal';
import { useDeleteWebhooksByIdMutation, useGetWebhooksQuery } from './api';
import { WEBHOOK_MESSAGES as M } from './messages';
import type { Webhook } from './types';
import { WebhookDeliveriesDrawer } from './webhook-deliveries-drawer';
import { WebhookFormModal, type SavedWebhook } from './webhook-form-modal';

/** The webhook endpoints: add one (its signing secret is shown once), edit, delete, and see each one's deliveries. */
export function WebhooksCard() {
  const { data, error, isFetching } = useGetWebhooksQuery();
  const [remove] = useDeleteWebhooksByIdMutation();
  const [editing, setEditing] = useState<Webhook | 'new' | null>(null);
  const [secret, setSecret] = useState<string | null>(null);
  const [deliveriesOf, setDeliveriesOf] = useState<Webhook | null>(null);
  const { notice, clear, succeed, fail, run } = useNotice();

  const onSaved = (saved?: SavedWebhook) => {
    setEditing(null);
    if (!saved) return;
    succeed(saved.message);
    if (saved.secret) setSecret(saved.secret);
  };
  const onDelete = async (webhook: Webhook) => {
    try {
      succeed((await run(() => remove({ id: webhook.webhook_id }).unwrap())).message);
    } catch (err) {
      fail(errorMessage(err, M.deleteFailed));
    }
  };

  const columns: TableColumnsType<Webhook> = [
    { title: M.url, key: 'url', render: (_, w) => w.url },
    {
      title: M.events,
      key: 'events',
      render: (_, w) => w.events.map((event) => <ContrastTag key={event}>{event}</ContrastTag>),
    },
    {
      title: M.status,
      key: 'active',
      render: (_, w) => (
        <ContrastTag tone={w.active ? 'green' : undefined}>{w.active ? M.active : M.paused}</ContrastTag>
      ),
    },
    {
      title: 'Actions',
      key: 'actions',
      render: (_, w) => (
        <Flex gap={8}>
          <Button onClick={() => setDeliveriesOf(w)} aria-label={`${M.deliveries} ${w.url}`}>
            {M.deliveries}
          </Button>
          <Button onClick={() => setEditing(w)} aria-label={`${M.edit} ${w.url}`}>
            {M.edit}
          </Button>
          <Popconfirm title={M.confirmDelete} okText={M.delete} onConfirm={() => onDelete(w)}>
            <Button danger aria-label={`${M.delete} ${w.url}`}>
              {M.delete}
            </Button>
          </Popconfirm>
        </Flex>
      ),
    },
  ];

  return (
    <Card title={M.title}>
      <Flex vertical gap={16}>
        <Typography.Paragraph style={{ margin: 0 }}>{M.intro}</Typography.Paragraph>
        <div>
          <Button type="primary" onClick={() => setEditing('new')}>
            {M.add}
          </Button>
        </div>
        <NoticeBanner notice={notice} onClose={clear} />
        {error && <Alert type="error" showIcon title={errorMessage(error, M.fetchFailed)} />}
        <ScrollTable<Webhook>
          label={M.title}
          rowKey="webhook_id"
          columns={columns}
          dataSource={data}
          loading={isFetching}
          emptyText={M.empty}
        />
      </Flex>
      {editing && <WebhookFormModal webhook={editing === 'new' ? null : editing} onClose={onSaved} />}
      {secret && (
        <SecretOnceModal
          title={M.secretTitle}
          label={M.secretLabel}
          secret={secret}
          warning={M.secretWarning}
          onClose={() => setSecret(null)}
        />
      )}
      {deliveriesOf && <WebhookDeliveriesDrawer webhook={deliveriesOf} onClose={() => setDeliveriesOf(null)} />}
    </Card>
  );
}

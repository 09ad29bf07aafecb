import { Alert, Button, Card, Flex, Popconfirm, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { errorMessage, useNotice } from 'shared-auth';
import { ContrastTag, NoticeBanner, ScrollTable } from 'shared-auth/ui';
import { SecretOnceModal } from '../../shared/secret-once-modal';
import { useDeleteWebhooksByIdMutation, useGetWebhooksQuery } from './api';
import type { Webhook } from './types';
import { WebhookDeliveriesDrawer } from './webhook-deliveries-drawer';
import { WebhookFormModal, type SavedWebhook } from './webhook-form-modal';
import { useSettingsTexts } from '../../shared/settings-texts';

/** The webhook endpoints: add one (its signing secret is shown once), edit, delete, and see each one's deliveries. */
export function WebhooksCard() {
  const t = useSettingsTexts();
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
      fail(errorMessage(err, t('webhooks.deleteFailed')));
    }
  };

  const columns: TableColumnsType<Webhook> = [
    { title: t('webhooks.url'), key: 'url', render: (_, w) => w.url },
    {
      title: t('webhooks.events'),
      key: 'events',
      render: (_, w) => w.events.map((event) => <ContrastTag key={event}>{event}</ContrastTag>),
    },
    {
      title: t('webhooks.status'),
      key: 'active',
      render: (_, w) => (
        <ContrastTag tone={w.active ? 'green' : undefined}>
          {w.active ? t('webhooks.active') : t('webhooks.paused')}
        </ContrastTag>
      ),
    },
    {
      title: t('actions.actions'),
      key: 'actions',
      render: (_, w) => (
        <Flex gap={8}>
          <Button onClick={() => setDeliveriesOf(w)} aria-label={t('webhooks.deliveriesOne', { url: w.url })}>
            {t('webhooks.deliveries')}
          </Button>
          <Button onClick={() => setEditing(w)} aria-label={t('webhooks.editOne', { url: w.url })}>
            {t('webhooks.edit')}
          </Button>
          <Popconfirm title={t('webhooks.confirmDelete')} okText={t('webhooks.delete')} onConfirm={() => onDelete(w)}>
            <Button danger aria-label={t('webhooks.deleteOne', { url: w.url })}>
              {t('webhooks.delete')}
            </Button>
          </Popconfirm>
        </Flex>
      ),
    },
  ];

  return (
    <Card title={t('webhooks.title')}>
      <Flex vertical gap={16}>
        <Typography.Paragraph style={{ margin: 0 }}>{t('webhooks.intro')}</Typography.Paragraph>
        <div>
          <Button type="primary" onClick={() => setEditing('new')}>
            {t('webhooks.add')}
          </Button>
        </div>
        <NoticeBanner notice={notice} onClose={clear} />
        {error && <Alert type="error" showIcon title={errorMessage(error, t('webhooks.fetchFailed'))} />}
        <ScrollTable<Webhook>
          label={t('webhooks.title')}
          rowKey="webhook_id"
          columns={columns}
          dataSource={data}
          loading={isFetching}
          emptyText={t('webhooks.empty')}
        />
      </Flex>
      {editing && <WebhookFormModal webhook={editing === 'new' ? null : editing} onClose={onSaved} />}
      {secret && (
        <SecretOnceModal
          title={t('webhooks.secretTitle')}
          label={t('webhooks.secretLabel')}
          secret={secret}
          warning={t('webhooks.secretWarning')}
          onClose={() => setSecret(null)}
        />
      )}
      {deliveriesOf && <WebhookDeliveriesDrawer webhook={deliveriesOf} onClose={() => setDeliveriesOf(null)} />}
    </Card>
  );
}

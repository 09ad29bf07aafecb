import { Alert, Checkbox, Flex, Form, Input, Modal, Switch, Typography } from 'antd';
import { useState } from 'react';
import { errorMessage } from 'shared-auth';
import { usePatchWebhooksByIdMutation, usePostWebhooksMutation } from './api';
import type { Webhook, WebhookFormValues } from './types';
import { eventTextKey, isKnownEvent, WEBHOOK_EVENTS } from './webhook-events';
import { isWebhookUrl } from './webhook-url';
import { useSettingsTexts } from '../../shared/settings-texts';

// The same in every language: the start of the address, not a text.
const URL_SCHEME = 'https://';
const NEW_WEBHOOK: WebhookFormValues = { url: '', events: [], active: true };

const formValuesOf = (webhook: Webhook): WebhookFormValues => ({
  url: webhook.url,
  events: webhook.events.filter(isKnownEvent),
  active: webhook.active,
});
const urlRule = (message: string) => (_: unknown, url?: string) =>
  isWebhookUrl(url?.trim() ?? '') ? Promise.resolve() : Promise.reject(new Error(message));

/** What the modal saved: the api's message, and the signing secret of a new endpoint. */
export interface SavedWebhook {
  message: string;
  secret?: string;
}

interface Props {
  /** The endpoint to edit, or null for a new one. */
  webhook: Webhook | null;
  onClose: (saved?: SavedWebhook) => void;
}

export function WebhookFormModal({ webhook, onClose }: Props) {
  const t = useSettingsTexts();
  const [form] = Form.useForm<WebhookFormValues>();
  const [error, setError] = useState<string | null>(null);
  const [create, { isLoading: creating }] = usePostWebhooksMutation();
  const [update, { isLoading: updating }] = usePatchWebhooksByIdMutation();

  const submit = async (values: WebhookFormValues) => {
    const body = { url: values.url.trim(), events: values.events, active: values.active };
    setError(null);
    try {
      onClose(webhook ? await update({ id: webhook.webhook_id, body }).unwrap() : await create({ body }).unwrap());
    } catch (err) {
      setError(errorMessage(err, t('webhooks.saveFailed')));
    }
  };

  return (
    <Modal
      open
      title={webhook ? t('webhooks.editTitle') : t('webhooks.addTitle')}
      okText={t('webhooks.save')}
      onOk={() => form.submit()}
      confirmLoading={creating || updating}
      onCancel={() => onClose()}
      destroyOnHidden
    >
      <Form<WebhookFormValues>
        form={form}
        layout="vertical"
        initialValues={webhook ? formValuesOf(webhook) : NEW_WEBHOOK}
        onFinish={submit}
        onValuesChange={() => setError(null)}
      >
        <Form.Item
          name="url"
          label={t('webhooks.url')}
          extra={t('webhooks.urlHint')}
          rules={[{ validator: urlRule(t('webhooks.urlRule')) }]}
        >
          <Input type="url" maxLength={2000} autoComplete="off" placeholder={URL_SCHEME} />
        </Form.Item>
        {/* `required` would put aria-required on the checkbox group, which ARIA does not allow there. */}
        <Form.Item
          name="events"
          label={t('webhooks.events')}
          rules={[{ type: 'array', min: 1, message: t('webhooks.eventsRequired') }]}
        >
          <Checkbox.Group aria-label={t('webhooks.events')}>
            <Flex vertical gap={8}>
              {WEBHOOK_EVENTS.map((event) => (
                <Checkbox key={event} value={event}>
                  <Typography.Text code>{event}</Typography.Text> {t(eventTextKey(event))}
                </Checkbox>
              ))}
            </Flex>
          </Checkbox.Group>
        </Form.Item>
        <Form.Item name="active" label={t('webhooks.active')} valuePropName="checked">
          <Switch />
        </Form.Item>
        {error && <Alert type="error" showIcon title={error} />}
      </Form>
    </Modal>
  );
}

import { Alert, Checkbox, Flex, Form, Input, Modal, Switch, Typography } from 'antd';
import { useState } from 'react';
import { errorMessage } from 'shared-auth';
import { usePatchWebhooksByIdMutation, usePostWebhooksMutation } from './api';
import { EVENT_EXPLANATIONS, WEBHOOK_MESSAGES as M } from './messages';
import type { Webhook, WebhookEvent, WebhookFormValues } from './types';
import { isWebhookUrl } from './webhook-url';

const EVENTS = Object.keys(EVENT_EXPLANATIONS) as WebhookEvent[];
const NEW_WEBHOOK: WebhookFormValues = { url: '', events: [], active: true };

const isKnownEvent = (event: string): event is WebhookEvent => event in EVENT_EXPLANATIONS;
const formValuesOf = (webhook: Webhook): WebhookFormValues => ({
  url: webhook.url,
  events: webhook.events.filter(isKnownEvent),
  active: webhook.active,
});
const urlRule = (_: unknown, url?: string) =>
  isWebhookUrl(url?.trim() ?? '') ? Promise.resolve() : Promise.reject(new Error(M.urlRule));

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
      setError(errorMessage(err, M.saveFailed));
    }
  };

  return (
    <Modal
      open
      title={webhook ? M.editTitle : M.addTitle}
      okText={M.save}
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
        <Form.Item name="url" label={M.url} extra={M.urlHint} rules={[{ validator: urlRule }]}>
          <Input type="url" maxLength={2000} autoComplete="off" placeholder="https://" />
        </Form.Item>
        {/* `required` would put aria-required on the checkbox group, which ARIA does not allow there. */}
        <Form.Item name="events" label={M.events} rules={[{ type: 'array', min: 1, message: M.eventsRequired }]}>
          <Checkbox.Group aria-label={M.events}>
            <Flex vertical gap={8}>
              {EVENTS.map((event) => (
                <Checkbox key={event} value={event}>
                  <Typography.Text code>{event}</Typography.Text> {EVENT_EXPLANATIONS[event]}
                </Checkbox>
              ))}
            </Flex>
          </Checkbox.Group>
        </Form.Item>
        <Form.Item name="active" label={M.active} valuePropName="checked">
          <Switch />
        </Form.Item>
        {error && <Alert type="error" showIcon title={error} />}
      </Form>
    </Modal>
  );
}

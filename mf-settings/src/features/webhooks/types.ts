import type { WebhookEvent } from 'api-contract';

export type {
  CreatedWebhook,
  DeliveryAttempt,
  NewWebhook,
  Webhook,
  WebhookChange,
  WebhookDelivery,
  WebhookEvent,
} from 'api-contract';

export interface WebhookFormValues {
  url: string;
  events: WebhookEvent[];
  active: boolean;
}

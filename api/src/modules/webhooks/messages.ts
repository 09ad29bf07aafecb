import { errorFactory, type ErrorTexts } from '../../lib/app-error';

export const WEBHOOK_MESSAGES = {
  created: 'Webhook registered. Copy its signing secret now: it is shown only once.',
  updated: 'Webhook updated.',
  deleted: 'Webhook deleted.',
  redelivered: 'Delivery queued again.',
} as const;

/** Refusals of this module, by stable code (api/src/error-codes.ts lists every module's). */
export const WEBHOOK_ERRORS = {
  'webhook.not_found': 'Webhook not found.',
  'webhook.delivery_not_found': 'Webhook delivery not found.',
  'webhook.https_required':
    'A webhook URL must use https (http only for private addresses when WEBHOOK_ALLOW_PRIVATE=true).',
  'webhook.invalid_url': 'The webhook URL is not a valid absolute URL without credentials.',
  'webhook.private_target': ({ host }: { host: string }) =>
    `The webhook URL points to a private, loopback or link-local address (${host}); set WEBHOOK_ALLOW_PRIVATE=true to allow it.`,
} as const satisfies ErrorTexts;

export const webhookError = errorFactory(WEBHOOK_ERRORS);

/** The first retry waits this long; each next one twice as long, up to MAX_RETRY_DELAY_MS. */
export const FIRST_RETRY_DELAY_MS = 30_000;
export const MAX_RETRY_DELAY_MS = 60 * 60_000;
/** After this long since the event, a delivery that never landed is given up ('failed'). */
export const RETRY_WINDOW_MS = 24 * 60 * 60_000;
/** Deliveries one instance claims per round. */
export const DELIVERY_BATCH = 20;
/** Kept from a receiver's answer in the delivery log. */
export const MAX_LOGGED_ERROR_CHARS = 500;

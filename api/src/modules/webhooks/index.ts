// The module's door: what other modules may use of it (eslint: a module imports another only through its index).
export { emitEvent } from './emit-event';
export { WEBHOOK_EVENTS, type WebhookEvent } from './webhook-events';
// The outbox machinery push delivery (modules/push) shares: the retry schedule and the guarded POST.
export { nextStep } from './delivery-schedule';
export { postWebhook, type SendOptions } from './webhook-sender';

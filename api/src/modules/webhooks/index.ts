// The module's door: what other modules may use of it (eslint: a module imports another only through its index).
export { emitEvent } from './emit-event';
export { WEBHOOK_EVENTS, type WebhookEvent } from './webhook-events';

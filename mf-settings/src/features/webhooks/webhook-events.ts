import type { WebhookEvent } from './types';

/** The events an endpoint can subscribe to (api/src/modules/webhooks/webhook-events.ts), in the form's order. */
export const WEBHOOK_EVENTS: readonly WebhookEvent[] = [
  'leave.requested',
  'leave.approved',
  'leave.rejected',
  'attendance.clocked_in',
  'attendance.clocked_out',
  'attendance.corrected',
  'employee.created',
  'employee.terminated',
];

export const isKnownEvent = (event: string): event is WebhookEvent =>
  (WEBHOOK_EVENTS as readonly string[]).includes(event);

/** The catalogue key of an event's explanation: i18next reads '.' as a key separator. */
export const eventTextKey = (event: WebhookEvent) => `webhooks.eventExplanations.${event.replace('.', '_')}`;

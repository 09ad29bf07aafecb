import type { WebhookEvent } from './types';

// A record, so that the compiler asks for a WebhookEvent the api adds.
const EVENTS_SHOWN: Record<WebhookEvent, true> = {
  'leave.requested': true,
  'leave.approved': true,
  'leave.rejected': true,
  'attendance.clocked_in': true,
  'attendance.clocked_out': true,
  'attendance.corrected': true,
  'employee.created': true,
  'employee.terminated': true,
};
/** The events an endpoint can subscribe to (api/src/modules/webhooks/webhook-events.ts), in the form's order. */
export const WEBHOOK_EVENTS = Object.keys(EVENTS_SHOWN) as WebhookEvent[];

export const isKnownEvent = (event: string): event is WebhookEvent =>
  (WEBHOOK_EVENTS as readonly string[]).includes(event);

/** The catalogue key of an event's explanation: i18next reads '.' as a key separator. */
export const eventTextKey = (event: WebhookEvent) => `webhooks.eventExplanations.${event.replace('.', '_')}`;

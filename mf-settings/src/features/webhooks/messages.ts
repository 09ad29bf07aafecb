import type { WebhookDelivery, WebhookEvent } from './types';

/** Texts of the Webhooks card. */
export const WEBHOOK_MESSAGES = {
  title: 'Webhooks',
  intro: 'The api POSTs each chosen event to the endpoint, signed with its secret (X-Webhook-Signature).',
  add: 'Add webhook',
  addTitle: 'New webhook',
  editTitle: 'Edit webhook',
  save: 'Save',
  url: 'Endpoint URL',
  urlRule: 'Enter an absolute URL, e.g. https://example.com/hooks.',
  urlHint: 'https; plain http only to private addresses, where the api allows them.',
  events: 'Events',
  eventsRequired: 'Please choose at least one event.',
  active: 'Active',
  paused: 'Paused',
  status: 'Status',
  edit: 'Edit',
  deliveries: 'Deliveries',
  delete: 'Delete',
  confirmDelete: 'Delete this webhook with its pending deliveries and their log?',
  empty: 'No webhooks yet.',
  secretTitle: 'Signing secret',
  secretLabel: 'Signing secret',
  secretWarning: 'Copy this secret now to check the signatures of the deliveries: it will not be shown again.',
  fetchFailed: 'Could not load the webhooks.',
  saveFailed: 'The webhook could not be saved.',
  deleteFailed: 'The webhook could not be deleted.',
} as const;

/** Texts of a webhook's delivery log. */
export const DELIVERY_MESSAGES = {
  title: (url: string) => `Deliveries to ${url}`,
  event: 'Event',
  created: 'Created',
  outcome: 'Outcome',
  attempts: 'Attempts',
  nextRetry: 'Next retry',
  attempt: 'Attempt',
  attemptedAt: 'Time',
  statusCode: 'Answer',
  duration: 'Duration',
  noAnswer: 'No answer',
  notTried: 'Not tried yet.',
  redeliver: 'Redeliver',
  empty: 'Nothing sent yet.',
  fetchFailed: 'Could not load the deliveries.',
  redeliverFailed: 'The delivery could not be queued again.',
} as const;

export const DELIVERY_STATUS: Record<WebhookDelivery['status'], { text: string; tone: string }> = {
  pending: { text: 'Pending', tone: 'orange' },
  delivered: { text: 'Delivered', tone: 'green' },
  failed: { text: 'Failed', tone: 'red' },
};

/** What happened for each event an endpoint can subscribe to (api/src/modules/webhooks/webhook-events.ts). */
export const EVENT_EXPLANATIONS: Record<WebhookEvent, string> = {
  'leave.requested': 'Someone requests leave.',
  'leave.approved': 'A leave request is approved.',
  'leave.rejected': 'A leave request is rejected.',
  'attendance.clocked_in': 'Someone clocks in.',
  'attendance.clocked_out': 'Someone clocks out.',
  'attendance.corrected': 'An attendance record is corrected.',
  'employee.created': 'An employee is enrolled.',
  'employee.terminated': 'An employee is terminated.',
};

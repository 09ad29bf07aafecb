/** What a person may be told of, by mail and by push (issue 27); each is on for both unless they turned it off. */
export const NOTIFICATION_EVENTS = [
  'leave_decided',
  'approval_waiting',
  'shift_published',
  'forgot_clock_out',
] as const;

export type NotificationEvent = (typeof NOTIFICATION_EVENTS)[number];

export type NotificationChannel = 'mail' | 'push';

/** What a push shows: the service worker's notification title and body, and the page a click opens. */
export interface PushMessage {
  title: string;
  body: string;
  url: string;
}

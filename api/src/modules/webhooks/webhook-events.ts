/** The events an endpoint may subscribe to (issue 27); each names what happened, in the past tense. */
export const WEBHOOK_EVENTS = [
  'leave.requested',
  'leave.approved',
  'leave.rejected',
  'attendance.clocked_in',
  'attendance.clocked_out',
  'attendance.corrected',
  'employee.created',
  'employee.terminated',
] as const;

export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

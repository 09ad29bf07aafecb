export { forgetSubscriptions, mailWanted, queuePush } from './push-queue';
export type { NotificationEvent, PushMessage } from './notification-events';

export { queuePush, mailWanted } from './push-queue';
export type { NotificationEvent, PushMessage } from './notification-events';

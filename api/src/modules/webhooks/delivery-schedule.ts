import type { WebhookDeliveryStatus } from '../../db/types';
import { FIRST_RETRY_DELAY_MS, MAX_RETRY_DELAY_MS, RETRY_WINDOW_MS } from './messages';

/** The wait before the attempt after attempt number `attempts` (1-based): 30 s, 1 min, 2 min ... at most an hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(FIRST_RETRY_DELAY_MS * 2 ** Math.max(0, attempts - 1), MAX_RETRY_DELAY_MS);
}

/** Where a delivery goes after an attempt: delivered, tried again later, or failed once 24 h have passed. */
export function nextStep(
  delivery: { attempts: number; created_at: Date },
  succeeded: boolean,
  now: Date,
): { status: WebhookDeliveryStatus; nextAttemptAt: Date } {
  if (succeeded) return { status: 'delivered', nextAttemptAt: now };
  const nextAttemptAt = new Date(now.getTime() + retryDelayMs(delivery.attempts));
  const giveUpAt = delivery.created_at.getTime() + RETRY_WINDOW_MS;
  return nextAttemptAt.getTime() > giveUpAt
    ? { status: 'failed', nextAttemptAt: now }
    : { status: 'pending', nextAttemptAt };
}

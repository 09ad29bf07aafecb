import crypto from 'node:crypto';

/** `sha256=<hex HMAC-SHA256(secret, timestamp + '.' + body)>`: what X-Webhook-Signature carries. */
export function webhookSignature(secret: string, timestamp: string, body: string): string {
  return `sha256=${crypto.createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

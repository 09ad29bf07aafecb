/** Whether `text` is an absolute http(s) URL; the api decides whether plain http is allowed (WEBHOOK_ALLOW_PRIVATE). */
export function isWebhookUrl(text: string): boolean {
  try {
    return ['https:', 'http:'].includes(new URL(text).protocol);
  } catch {
    return false;
  }
}

import { readdirSync, readFileSync, existsSync } from 'node:fs';
import path from 'node:path';

export interface OutboxMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** Messages the api wrote to DATA_DIR/outbox for one recipient, oldest first. */
export function messagesTo(dataDir: string, recipient: string): OutboxMessage[] {
  const outbox = path.join(dataDir, 'outbox');
  if (!existsSync(outbox)) return [];
  return readdirSync(outbox)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => JSON.parse(readFileSync(path.join(outbox, file), 'utf8')) as OutboxMessage)
    .filter((message) => message.to.toLowerCase().includes(recipient.toLowerCase()));
}

/** Mail is sent in the background (the api answers before it is written): waits for the first to `recipient`. */
export async function waitForMessageTo(dataDir: string, recipient: string, timeoutMs = 10_000): Promise<OutboxMessage> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const [message] = messagesTo(dataDir, recipient);
    if (message) return message;
    if (Date.now() > deadline) throw new Error(`no mail to ${recipient} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

import pg from 'pg';
import { DbEvents } from './db-events';

/** The channel migration 025's triggers notify with the name of the table written. */
export const CACHE_CHANNEL = 'api_cache';
const RECONNECT_MS = 1_000;

/**
 * One connection of its own that LISTENs to CACHE_CHANNEL on PostgreSQL and reports each payload. While it is
 * down it reports 'reconnected' on return (changes may have been missed: the caches empty themselves).
 */
export class CacheNotifications {
  readonly events = new DbEvents<string>();
  private client: pg.Client | undefined;
  private retry: NodeJS.Timeout | undefined;
  private closed = false;

  constructor(private readonly connectionString: string) {}

  start(): void {
    void this.connect();
  }

  private async connect(): Promise<void> {
    if (this.closed) return;
    const client = new pg.Client({ connectionString: this.connectionString });
    this.client = client;
    client.on('notification', (message) => this.events.emit(message.payload ?? ''));
    client.on('error', () => this.reconnect(client));
    client.on('end', () => this.reconnect(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${CACHE_CHANNEL}`);
      this.events.emit('reconnected');
    } catch {
      this.reconnect(client);
    }
  }

  private reconnect(client: pg.Client): void {
    if (this.closed || this.client !== client) return;
    this.client = undefined;
    client.removeAllListeners();
    client.on('error', () => undefined);
    void client.end().catch(() => undefined);
    this.retry = setTimeout(() => void this.connect(), RECONNECT_MS);
    this.retry.unref();
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.retry);
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => undefined);
  }
}

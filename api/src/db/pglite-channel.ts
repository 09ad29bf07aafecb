import type { Worker } from 'node:worker_threads';
import { spawnTsWorker } from '../lib/spawn-ts-worker';
import {
  deserializeError,
  type PgliteOpen,
  type PgliteReply,
  type PgliteRequest,
  type PgliteRows,
} from './pglite-protocol';

type Request = PgliteRequest extends infer R ? (R extends { id: number } ? Omit<R, 'id'> : never) : never;

interface Pending {
  resolve: (reply: PgliteReply) => void;
  reject: (err: Error) => void;
}

/** Where a thread waits between databases, to open the next one without starting a thread again. */
export interface PgliteThreadHome {
  /** A waiting thread, taken out of the home; none when empty. */
  take(): Worker | undefined;
  /** Keeps the thread for the next database; false when the home has no room (the thread is then ended). */
  keep(worker: Worker): boolean;
}

export interface PgliteChannelOptions extends PgliteOpen {
  /** Where to take a thread from and leave it after close; a thread of its own, ended on close, otherwise. */
  home?: PgliteThreadHome;
}

export interface ChannelQueryResult<T> {
  rows: T[];
  affectedRows?: number;
  fields: { name: string; dataTypeID: number }[];
}

export interface ChannelTransaction {
  query<T>(sql: string, params?: readonly unknown[]): Promise<ChannelQueryResult<T>>;
  rollback(): Promise<void>;
}

/**
 * Values come back as this thread's types: Buffers arrive as plain Uint8Arrays (the app reads bytea as Buffer),
 * Dates from the thread's outer realm (a jest test's `Date` is another).
 */
function restoreTypes({ rows, byteaColumns, timestampColumns }: PgliteRows): unknown[] {
  if (byteaColumns.length === 0 && timestampColumns.length === 0) return rows;
  for (const row of rows as Record<string, unknown>[]) {
    for (const column of byteaColumns) {
      const value = row[column];
      if (value instanceof Uint8Array) row[column] = Buffer.from(value.buffer, value.byteOffset, value.byteLength);
    }
    for (const column of timestampColumns) {
      const value = row[column];
      if (value !== null && typeof value === 'object') row[column] = new Date((value as Date).valueOf());
    }
  }
  return rows;
}

/**
 * The embedded PostgreSQL in a worker thread, so a long query does not stall the event loop. Requests carry
 * query text and parameters and come back as rows; PGlite runs them in arrival order on its one connection.
 * The worker keeps the process alive only while a request is outstanding.
 */
export class PgliteChannel {
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private stopped: Error | null = null;

  private readonly onReply = (reply: PgliteReply) => {
    const waiting = this.pending.get(reply.id);
    this.pending.delete(reply.id);
    if (this.pending.size === 0) this.worker.unref();
    if (reply.type === 'error') waiting?.reject(deserializeError(reply.error));
    else waiting?.resolve(reply);
  };
  private readonly onError = (err: Error) => this.stop(err);
  private readonly onExit = () => this.stop(new Error('the PGlite worker stopped'));

  private constructor(
    private readonly worker: Worker,
    private readonly home: PgliteThreadHome | undefined,
  ) {
    worker.unref();
    worker.on('message', this.onReply);
    worker.on('error', this.onError);
    worker.on('exit', this.onExit);
  }

  static async open({ home, ...database }: PgliteChannelOptions): Promise<PgliteChannel> {
    const worker =
      home?.take() ?? spawnTsWorker(__dirname, 'pglite-worker', { plainModules: ['@electric-sql/pglite'] });
    const channel = new PgliteChannel(worker, home);
    try {
      await channel.send({ type: 'open', ...database }, database.snapshot ? [database.snapshot] : []);
    } catch (err) {
      channel.leave();
      await worker.terminate();
      throw err;
    }
    return channel;
  }

  get closed(): boolean {
    return this.stopped !== null;
  }

  // The part of PGlite's interface Kysely's PGliteDialect uses, so the maintained dialect drives the worker.
  readonly ready = true;
  readonly waitReady = Promise.resolve();

  async query<T>(sql: string, params: readonly unknown[] = []): Promise<ChannelQueryResult<T>> {
    const reply = await this.send({ type: 'query', sql, params: [...params] });
    if (reply.type !== 'rows') throw new Error(`unexpected ${reply.type}`);
    return { rows: restoreTypes(reply.result) as T[], affectedRows: reply.result.affected, fields: [] };
  }

  /**
   * Runs `callback` between begin and commit (rollback when it throws). Kysely's PGlite adapter allows one
   * connection, so nothing else reaches the worker in between.
   */
  async transaction<T>(callback: (tx: ChannelTransaction) => Promise<T>): Promise<T> {
    await this.query('begin');
    let rolledBack = false;
    const rollback = async () => {
      rolledBack = true;
      await this.query('rollback');
    };
    try {
      const result = await callback({ query: (sql, params) => this.query(sql, params), rollback });
      if (!rolledBack) await this.query('commit');
      return result;
    } catch (err) {
      if (!rolledBack) await this.query('rollback');
      throw err;
    }
  }

  /** The data directory as a tarball, for `snapshot` (tests clone a migrated database from it). */
  async dumpDataDir(): Promise<ArrayBuffer> {
    const reply = await this.send({ type: 'dump' });
    if (reply.type !== 'dump') throw new Error(`unexpected ${reply.type}`);
    return reply.tarball;
  }

  /** Closes the database; its thread then waits in the home for the next one, or ends. */
  async close(): Promise<void> {
    if (this.stopped) return;
    await this.send({ type: 'close' });
    this.stop(new Error('the database is closed'));
    this.leave();
    if (!this.home?.keep(this.worker)) await this.worker.terminate();
  }

  /** Stops listening to the thread, which may serve another channel next. */
  private leave(): void {
    this.worker.off('message', this.onReply);
    this.worker.off('error', this.onError);
    this.worker.off('exit', this.onExit);
  }

  private send(request: Request, transferList: ArrayBuffer[] = []): Promise<PgliteReply> {
    if (this.stopped) return Promise.reject(this.stopped);
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      if (this.pending.size === 0) this.worker.ref();
      this.pending.set(id, { resolve, reject });
      this.worker.postMessage({ ...request, id } as PgliteRequest, transferList);
    });
  }

  private stop(reason: Error): void {
    this.stopped ??= reason;
    for (const waiting of this.pending.values()) waiting.reject(reason);
    this.pending.clear();
  }
}

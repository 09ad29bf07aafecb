import { instrumentsOf } from '../../db/db-instruments';
import type { Db, Tx } from '../../db/types';
import * as repo from './audit-repository';
import { checkpointSignature, entryHash, GENESIS_HASH } from './chain-hash';

/** Entries chained per transaction: one multi-row insert; a storm's backlog drains in a few of them. */
export const CHAIN_BATCH_SIZE = 500;
/** Picks up what no commit of this instance announced: other instances' entries, a writer that failed. */
const BACKSTOP_INTERVAL_MS = 1000;
/** A pass waits this long after the commit that calls it, so a burst of commits is chained in one batch. */
const COALESCE_MS = 10;

/**
 * Moves up to `limit` committed pending entries into the chain in the order they were appended, hashing each
 * onto the previous one, and signs the new head; the caller's transaction holds the writer's lock.
 */
export async function chainBatch(tx: Tx, dataKey: Buffer, limit: number): Promise<number> {
  const pending = await repo.pendingBatch(tx, limit);
  if (pending.length === 0) return 0;
  const checkpoint = await repo.readCheckpoint(tx);
  let prevHash = checkpoint?.head_hash ?? (await repo.lastHash(tx)) ?? GENESIS_HASH;
  const entries = (checkpoint?.entries ?? (await repo.countEntries(tx))) + pending.length;
  const ids = await repo.nextIds(tx, pending.length);
  const rows = pending.map((entry, i) => {
    const id = ids[i]!;
    const createdAt = entry.created_at.toISOString();
    const hash = entryHash(prevHash, id, createdAt, entry.actor_id, entry.action, entry.payload_encrypted);
    const row = {
      id,
      created_at: createdAt,
      actor_id: entry.actor_id,
      action: entry.action,
      payload_encrypted: entry.payload_encrypted,
      prev_hash: prevHash,
      hash,
    };
    prevHash = hash;
    return row;
  });
  await repo.insertEntries(tx, rows);
  await repo.deletePending(
    tx,
    pending.map((entry) => entry.id),
  );
  const lastId = ids.at(-1)!;
  await repo.writeCheckpoint(tx, {
    last_id: lastId,
    head_hash: prevHash,
    entries,
    signature: checkpointSignature(dataKey, lastId, prevHash, entries),
  });
  return pending.length;
}

/**
 * The one writer of the chain per instance, and one at a time per database (an advisory lock). Runs after a
 * commit that followed an append, and every second; passes never overlap.
 */
export class ChainWriter {
  private db: Db | null = null;
  private tail: Promise<unknown> = Promise.resolve();
  private queued = false;
  private appended = false;
  private timer: NodeJS.Timeout | undefined;
  private soon: NodeJS.Timeout | undefined;
  private unsubscribe: (() => void) | undefined;

  constructor(
    private readonly dataKey: Buffer,
    private readonly onError: (err: unknown) => void,
  ) {}

  start(db: Db): void {
    this.db = db;
    this.unsubscribe = instrumentsOf(db)?.commits.on(() => {
      if (this.appended) this.kickSoon();
    });
    this.timer = setInterval(() => this.kick(), BACKSTOP_INTERVAL_MS);
    this.timer.unref();
    this.kick();
  }

  /** An entry went into audit_pending: the next commit on this instance triggers a pass. */
  noteAppend(): void {
    this.appended = true;
  }

  /** Resolves once every entry committed before the call is in the chain (waiting for another instance's writer). */
  flush(): Promise<void> {
    // An entry leaves audit_pending in the same commit that chains it: with none left, every one is chained.
    return this.serial(async () => {
      if (this.db && (await repo.anyPending(this.db))) await this.drain(true);
    });
  }

  /** Chains what is pending, then stops; entries appended later wait for the next start. */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    clearTimeout(this.soon);
    this.unsubscribe?.();
    try {
      await this.flush();
    } catch (err) {
      this.onError(err);
    }
    this.db = null;
  }

  private kickSoon(): void {
    this.soon ??= setTimeout(() => {
      this.soon = undefined;
      this.kick();
    }, COALESCE_MS);
  }

  private kick(): void {
    if (this.queued || !this.db) return;
    this.queued = true;
    this.serial(() => {
      this.queued = false;
      this.appended = false;
      return this.drain(false);
    }).catch(this.onError);
  }

  private async drain(wait: boolean): Promise<void> {
    const db = this.db;
    if (!db) return;
    const pass = () =>
      db
        .transaction()
        .execute(async (tx) =>
          (await repo.lockWriter(tx, wait)) ? chainBatch(tx, this.dataKey, CHAIN_BATCH_SIZE) : 0,
        );
    while ((await pass()) === CHAIN_BATCH_SIZE);
  }

  private serial<T>(task: () => Promise<T>): Promise<T> {
    const run = this.tail.then(task);
    this.tail = run.catch(() => undefined);
    return run;
  }
}

import type { Db, Executor, Tx } from '../../db/types';
import crypto from 'node:crypto';
import { decryptJson, encryptJson, type KeyRing } from '../../lib/crypto';
import * as repo from './audit-repository';
import { checkpointSignature, entryHash, GENESIS_HASH } from './chain-hash';
import { ChainWriter } from './chain-writer';

export { GENESIS_HASH };
const VERIFY_BATCH = 1000;

export interface AuditEvent {
  actorId: number | null;
  action: string;
  details?: Record<string, unknown>;
}

export type ChainCheck =
  { ok: true; entries: number; pending: number } | { ok: false; firstBadId: number } | { ok: false; problem: string };

export const CHAIN_PROBLEMS = {
  noCheckpoint: 'The audit log has entries but no signed checkpoint.',
  badSignature: 'The audit checkpoint signature does not match DATA_KEY.',
  tailRemoved: 'The newest audit entries were removed: the chain ends before the signed checkpoint.',
} as const;

/**
 * `record` appends to audit_pending inside the caller's transaction, so the entry commits or rolls back with
 * the change and appends never wait on each other; the chain writer (started with the database) then moves
 * committed entries into the hash chain in batches. Readers that need an entry chained call `flush()`.
 */
export function createAudit(dataKey: Buffer, previousDataKey?: Buffer) {
  let readKeys = previousDataKey ? [dataKey, previousDataKey] : [dataKey];
  let writer: ChainWriter | null = null;

  async function record(tx: Tx, event: AuditEvent): Promise<void> {
    await repo.insertPending(tx, {
      created_at: new Date().toISOString(),
      actor_id: event.actorId,
      action: event.action,
      payload_encrypted: encryptJson(dataKey, event.details ?? {}),
    });
    writer?.noteAppend();
  }

  function readDetails(row: repo.AuditRow): Record<string, unknown> {
    return decryptJson(readKeys, row.payload_encrypted);
  }

  return {
    record,
    readDetails,
    /** Keys of entries sealed before a rotation (the key archive, modules/data-keys): read after the given ones. */
    addReadKeys(keys: readonly Buffer[]): void {
      readKeys = [...readKeys, ...keys.filter((key) => !readKeys.some((known) => known.equals(key)))];
    },
    /** Starts chaining on `db`; `onError` hears of a failed pass (the next one retries). */
    start(db: Db, onError: (err: unknown) => void): void {
      writer = new ChainWriter(dataKey, onError);
      writer.start(db);
    },
    flush: (): Promise<void> => writer?.flush() ?? Promise.resolve(),
    async stop(): Promise<void> {
      await writer?.stop();
      writer = null;
    },
  };
}

export type Audit = ReturnType<typeof createAudit>;

declare module 'fastify' {
  interface FastifyInstance {
    audit: Audit;
  }
}

/**
 * Walks the chain in id order (entries still pending are counted, not walked) and reports the first entry whose link or hash does not match; then
 * compares where it ended with the signed checkpoint, so a removed tail is found too.
 */
export async function verifyAuditChain(db: Executor, dataKeys: KeyRing): Promise<ChainCheck> {
  const links = await verifyLinks(db);
  if (!links.ok) return links;
  const checkpoint = await repo.readCheckpoint(db);
  if (!checkpoint) {
    return links.entries === 0
      ? { ok: true, entries: 0, pending: await repo.countPending(db) }
      : { ok: false, problem: CHAIN_PROBLEMS.noCheckpoint };
  }
  const given = Buffer.from(checkpoint.signature);
  const signedWith = (key: Buffer) => {
    const expected = Buffer.from(
      checkpointSignature(key, checkpoint.last_id, checkpoint.head_hash, checkpoint.entries),
    );
    return given.length === expected.length && crypto.timingSafeEqual(given, expected);
  };
  if (!(Buffer.isBuffer(dataKeys) ? [dataKeys] : dataKeys).some(signedWith)) {
    return { ok: false, problem: CHAIN_PROBLEMS.badSignature };
  }
  const matches = links.entries === checkpoint.entries && links.headHash === checkpoint.head_hash;
  if (!matches) return { ok: false, problem: CHAIN_PROBLEMS.tailRemoved };
  return { ok: true, entries: links.entries, pending: await repo.countPending(db) };
}

async function verifyLinks(
  db: Executor,
): Promise<{ ok: true; entries: number; headHash: string } | { ok: false; firstBadId: number }> {
  let prevHash = GENESIS_HASH;
  let lastId = 0;
  let entries = 0;
  for (;;) {
    const rows = await repo.entriesAfter(db, lastId, VERIFY_BATCH);
    for (const row of rows) {
      const expected = entryHash(
        prevHash,
        row.id,
        row.created_at.toISOString(),
        row.actor_id,
        row.action,
        row.payload_encrypted,
      );
      if (row.prev_hash !== prevHash || row.hash !== expected) return { ok: false, firstBadId: row.id };
      prevHash = row.hash;
      lastId = row.id;
      entries += 1;
    }
    if (rows.length < VERIFY_BATCH) return { ok: true, entries, headHash: prevHash };
  }
}

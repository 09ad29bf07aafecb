import type { Executor, Tx } from '../../db/types';
import { decryptJson, encryptJson, sha256Hex } from '../../lib/crypto';
import * as repo from './audit-repository';

export const GENESIS_HASH = '0'.repeat(64);
const VERIFY_BATCH = 1000;

export interface AuditEvent {
  actorId: number | null;
  action: string;
  details?: Record<string, unknown>;
}

export type ChainCheck = { ok: true; entries: number } | { ok: false; firstBadId: number };

function entryHash(prevHash: string, id: number, createdAt: string, actorId: number | null, action: string, payload: Buffer) {
  return sha256Hex([prevHash, id, createdAt, actorId ?? '', action, payload.toString('base64')].join('|'));
}

/** Appends to the audit log inside the caller's transaction, so the entry commits with the change. */
export function createAudit(dataKey: Buffer) {
  async function record(tx: Tx, event: AuditEvent): Promise<void> {
    await repo.lockChain(tx);
    const prevHash = (await repo.lastHash(tx)) ?? GENESIS_HASH;
    const id = await repo.nextId(tx);
    const createdAt = new Date().toISOString();
    const payload = encryptJson(dataKey, event.details ?? {});
    const hash = entryHash(prevHash, id, createdAt, event.actorId, event.action, payload);
    await repo.insertEntry(tx, {
      id,
      created_at: createdAt,
      actor_id: event.actorId,
      action: event.action,
      payload_encrypted: payload,
      prev_hash: prevHash,
      hash,
    });
  }

  function readDetails(row: repo.AuditRow): Record<string, unknown> {
    return decryptJson(dataKey, row.payload_encrypted);
  }

  return { record, readDetails };
}

export type Audit = ReturnType<typeof createAudit>;

/** Walks the chain in id order; reports the first entry whose link or hash does not match. */
export async function verifyAuditChain(db: Executor): Promise<ChainCheck> {
  let prevHash = GENESIS_HASH;
  let lastId = 0;
  let entries = 0;
  for (;;) {
    const rows = await repo.entriesAfter(db, lastId, VERIFY_BATCH);
    for (const row of rows) {
      const expected = entryHash(prevHash, row.id, row.created_at.toISOString(), row.actor_id, row.action, row.payload_encrypted);
      if (row.prev_hash !== prevHash || row.hash !== expected) return { ok: false, firstBadId: row.id };
      prevHash = row.hash;
      lastId = row.id;
      entries += 1;
    }
    if (rows.length < VERIFY_BATCH) return { ok: true, entries };
  }
}

import type { Executor, Tx } from '../../db/types';
import crypto from 'node:crypto';
import { decryptJson, encryptJson, sha256Hex, type KeyRing } from '../../lib/crypto';
import * as repo from './audit-repository';

export const GENESIS_HASH = '0'.repeat(64);
const VERIFY_BATCH = 1000;

export interface AuditEvent {
  actorId: number | null;
  action: string;
  details?: Record<string, unknown>;
}

export type ChainCheck =
  | { ok: true; entries: number }
  | { ok: false; firstBadId: number }
  | { ok: false; problem: string };

export const CHAIN_PROBLEMS = {
  noCheckpoint: 'The audit log has entries but no signed checkpoint.',
  badSignature: 'The audit checkpoint signature does not match DATA_KEY.',
  tailRemoved: 'The newest audit entries were removed: the chain ends before the signed checkpoint.',
} as const;

function checkpointSignature(dataKey: Buffer, lastId: number, headHash: string, entries: number): string {
  return crypto.createHmac('sha256', dataKey).update(`audit-checkpoint|${lastId}|${headHash}|${entries}`).digest('hex');
}

function entryHash(prevHash: string, id: number, createdAt: string, actorId: number | null, action: string, payload: Buffer) {
  return sha256Hex([prevHash, id, createdAt, actorId ?? '', action, payload.toString('base64')].join('|'));
}

/** Appends to the audit log inside the caller's transaction, so the entry commits with the change. */
export function createAudit(dataKey: Buffer, previousDataKey?: Buffer) {
  const readKeys = previousDataKey ? [dataKey, previousDataKey] : [dataKey];
  async function record(tx: Tx, event: AuditEvent): Promise<void> {
    await repo.lockChain(tx);
    const checkpoint = await repo.readCheckpoint(tx);
    const prevHash = checkpoint?.head_hash ?? (await repo.lastHash(tx)) ?? GENESIS_HASH;
    const entries = (checkpoint?.entries ?? (await repo.countEntries(tx))) + 1;
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
    const signature = checkpointSignature(dataKey, id, hash, entries);
    await repo.writeCheckpoint(tx, { last_id: id, head_hash: hash, entries, signature });
  }

  function readDetails(row: repo.AuditRow): Record<string, unknown> {
    return decryptJson(readKeys, row.payload_encrypted);
  }

  return { record, readDetails };
}

export type Audit = ReturnType<typeof createAudit>;

/**
 * Walks the chain in id order and reports the first entry whose link or hash does not match; then
 * compares where it ended with the signed checkpoint, so a removed tail is found too.
 */
export async function verifyAuditChain(db: Executor, dataKeys: KeyRing): Promise<ChainCheck> {
  const links = await verifyLinks(db);
  if (!links.ok) return links;
  const checkpoint = await repo.readCheckpoint(db);
  if (!checkpoint) return links.entries === 0 ? { ok: true, entries: 0 } : { ok: false, problem: CHAIN_PROBLEMS.noCheckpoint };
  const given = Buffer.from(checkpoint.signature);
  const signedWith = (key: Buffer) => {
    const expected = Buffer.from(checkpointSignature(key, checkpoint.last_id, checkpoint.head_hash, checkpoint.entries));
    return given.length === expected.length && crypto.timingSafeEqual(given, expected);
  };
  if (!(Buffer.isBuffer(dataKeys) ? [dataKeys] : dataKeys).some(signedWith)) {
    return { ok: false, problem: CHAIN_PROBLEMS.badSignature };
  }
  const matches = links.entries === checkpoint.entries && links.headHash === checkpoint.head_hash;
  return matches ? { ok: true, entries: links.entries } : { ok: false, problem: CHAIN_PROBLEMS.tailRemoved };
}

async function verifyLinks(db: Executor): Promise<{ ok: true; entries: number; headHash: string } | { ok: false; firstBadId: number }> {
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
    if (rows.length < VERIFY_BATCH) return { ok: true, entries, headHash: prevHash };
  }
}

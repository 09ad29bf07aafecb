import { decryptBuffer, encryptBuffer, sha256Hex } from '../../lib/crypto';
import type { Executor } from '../../db/types';

/** Names a key without revealing it: the archive's primary key. */
export const keyFingerprint = (key: Buffer): string => sha256Hex(Buffer.concat([Buffer.from('data-key|'), key]));

/** The archived keys that open under one of `ring` (DATA_KEY first): what reads audit entries sealed before. */
export async function archivedKeys(db: Executor, ring: readonly Buffer[]): Promise<Buffer[]> {
  const rows = await db.selectFrom('data_key_archive').select('sealed_key').orderBy('archived_at', 'desc').execute();
  return rows.flatMap((row) => {
    try {
      return [decryptBuffer(ring, row.sealed_key)];
    } catch {
      return [];
    }
  });
}

/**
 * Seals every archived key, and `previous` itself, under `current`: after this the archive opens with `current`
 * alone. Idempotent (a key is stored once, by fingerprint).
 */
export async function archiveUnder(db: Executor, current: Buffer, previous: Buffer): Promise<number> {
  const keys: Buffer[] = [];
  for (const key of [previous, ...(await archivedKeys(db, [current, previous]))]) {
    if (!key.equals(current) && !keys.some((known) => known.equals(key))) keys.push(key);
  }
  for (const key of keys) {
    const sealed = encryptBuffer(current, key);
    await db
      .insertInto('data_key_archive')
      .values({ fingerprint: keyFingerprint(key), sealed_key: sealed })
      .onConflict((oc) => oc.column('fingerprint').doUpdateSet({ sealed_key: sealed }))
      .execute();
  }
  return keys.length;
}

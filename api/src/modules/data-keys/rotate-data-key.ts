import crypto from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../../db/types';
import { decryptBuffer, encryptBuffer } from '../../lib/crypto';
import { auditRepository as audit, checkpointSignature } from '../audit';
import { archiveUnder } from './key-archive';

export interface RotationKeys {
  /** DATA_KEY: everything ends sealed under it. */
  current: Buffer;
  /** DATA_KEY_PREVIOUS: what is still sealed under it is opened and sealed again. */
  previous: Buffer;
}

export interface RotationReport {
  /** Face descriptors, encrypted files and webhook secrets sealed again under DATA_KEY by this run. */
  resealed: { faceProfiles: number; storedFiles: number; webhookSecrets: number; vapidKeys: number };
  /** Rows neither key opens (left as they are); 0 for a finished rotation. */
  unreadable: number;
  archivedKeys: number;
  checkpointResigned: boolean;
}

interface SealedTable {
  table: 'face_profiles' | 'stored_files' | 'webhooks';
  id: 'face_profile_id' | 'file_id' | 'webhook_id';
  column: 'descriptor' | 'bytes' | 'secret_encrypted';
  onlyEncrypted: boolean;
}

const TABLES: SealedTable[] = [
  { table: 'face_profiles', id: 'face_profile_id', column: 'descriptor', onlyEncrypted: false },
  { table: 'stored_files', id: 'file_id', column: 'bytes', onlyEncrypted: true },
  { table: 'webhooks', id: 'webhook_id', column: 'secret_encrypted', onlyEncrypted: false },
];

const opensWith = (key: Buffer, sealed: Buffer) => {
  try {
    decryptBuffer(key, sealed);
    return true;
  } catch {
    return false;
  }
};

/**
 * One table in batches of `batchSize`, in id order. A row already under DATA_KEY is skipped, so a run that
 * stopped half-way resumes where it left off; a row is replaced only if it still holds what was read, so an
 * instance changing it meanwhile (a new enrolment, an erasure) wins.
 */
async function resealTable(
  db: Db,
  keys: RotationKeys,
  { table, id, column, onlyEncrypted }: SealedTable,
  batchSize: number,
  progress: (table: string, done: number) => void,
): Promise<{ resealed: number; unreadable: number }> {
  let after = 0;
  let resealed = 0;
  let unreadable = 0;
  for (;;) {
    const rows = (
      await sql<{ id: number; sealed: Buffer }>`
      select ${sql.ref(id)} as id, ${sql.ref(column)} as sealed from ${sql.table(table)}
      where ${sql.ref(id)} > ${after} ${onlyEncrypted ? sql`and encrypted` : sql``}
      order by ${sql.ref(id)} limit ${batchSize}`.execute(db)
    ).rows;
    for (const row of rows) {
      if (opensWith(keys.current, row.sealed)) continue;
      if (!opensWith(keys.previous, row.sealed)) {
        unreadable += 1;
        continue;
      }
      const again = encryptBuffer(keys.current, decryptBuffer(keys.previous, row.sealed));
      const updated = await sql`update ${sql.table(table)} set ${sql.ref(column)} = ${again}
        where ${sql.ref(id)} = ${row.id} and ${sql.ref(column)} = ${row.sealed}`.execute(db);
      resealed += Number(updated.numAffectedRows ?? 0);
    }
    after = rows.at(-1)?.id ?? after;
    progress(table, resealed);
    if (rows.length < batchSize) return { resealed, unreadable };
  }
}

/** The stored VAPID private key (modules/push; one row at most), sealed again if the previous key sealed it. */
async function resealVapidKey(db: Db, keys: RotationKeys): Promise<{ resealed: number; unreadable: number }> {
  const row = await db.selectFrom('push_vapid_keys').select('private_key_encrypted').executeTakeFirst();
  if (!row || opensWith(keys.current, row.private_key_encrypted)) return { resealed: 0, unreadable: 0 };
  if (!opensWith(keys.previous, row.private_key_encrypted)) return { resealed: 0, unreadable: 1 };
  const again = encryptBuffer(keys.current, decryptBuffer(keys.previous, row.private_key_encrypted));
  const updated = await db
    .updateTable('push_vapid_keys')
    .set({ private_key_encrypted: again })
    .where('private_key_encrypted', '=', row.private_key_encrypted)
    .executeTakeFirst();
  return { resealed: Number(updated.numUpdatedRows), unreadable: 0 };
}

/** The audit checkpoint signed under DATA_KEY, under the chain writer's lock so no instance writes it meanwhile. */
async function resignCheckpoint(db: Db, keys: RotationKeys): Promise<boolean> {
  return db.transaction().execute(async (tx) => {
    await audit.lockWriter(tx, true);
    const checkpoint = await audit.readCheckpoint(tx);
    if (!checkpoint) return false;
    const { last_id: lastId, head_hash: headHash, entries } = checkpoint;
    const signedBy = (key: Buffer) => {
      const expected = Buffer.from(checkpointSignature(key, lastId, headHash, entries));
      const given = Buffer.from(checkpoint.signature);
      return given.length === expected.length && crypto.timingSafeEqual(given, expected);
    };
    if (signedBy(keys.current) || !signedBy(keys.previous)) return false;
    await audit.writeCheckpoint(tx, {
      ...checkpoint,
      signature: checkpointSignature(keys.current, lastId, headHash, entries),
    });
    return true;
  });
}

/**
 * Moves everything sealed under DATA_KEY_PREVIOUS to DATA_KEY, beside running instances (which must already run
 * with both keys): first the key archive (the audit log keeps its seal, README), then face descriptors and
 * encrypted files and webhook secrets in batches and the VAPID private key, then the audit checkpoint's signature. Afterwards DATA_KEY_PREVIOUS can go.
 */
export async function rotateDataKey(
  db: Db,
  keys: RotationKeys,
  options: { batchSize?: number; progress?: (table: string, done: number) => void } = {},
): Promise<RotationReport> {
  const { batchSize = 100, progress = () => {} } = options;
  const archived = await archiveUnder(db, keys.current, keys.previous);
  const [profiles, files, webhooks] = [
    await resealTable(db, keys, TABLES[0]!, batchSize, progress),
    await resealTable(db, keys, TABLES[1]!, batchSize, progress),
    await resealTable(db, keys, TABLES[2]!, batchSize, progress),
  ];
  const vapid = await resealVapidKey(db, keys);
  return {
    resealed: {
      faceProfiles: profiles.resealed,
      storedFiles: files.resealed,
      webhookSecrets: webhooks.resealed,
      vapidKeys: vapid.resealed,
    },
    unreadable: profiles.unreadable + files.unreadable + webhooks.unreadable + vapid.unreadable,
    archivedKeys: archived,
    checkpointResigned: await resignCheckpoint(db, keys),
  };
}

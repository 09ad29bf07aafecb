import { sql } from 'kysely';
import type { Executor, Tx } from '../../db/types';

// Arbitrary constant: serialises appends so each row links to the true previous row.
const AUDIT_LOCK_KEY = 72_410_002;

export interface AuditRow {
  id: number;
  created_at: Date;
  actor_id: number | null;
  action: string;
  payload_encrypted: Buffer;
  prev_hash: string;
  hash: string;
}

export async function lockChain(tx: Tx): Promise<void> {
  await sql`select pg_advisory_xact_lock(${sql.lit(AUDIT_LOCK_KEY)})`.execute(tx);
}

export async function lastHash(tx: Tx): Promise<string | undefined> {
  const row = await tx.selectFrom('audit_log').select('hash').orderBy('id', 'desc').limit(1).executeTakeFirst();
  return row?.hash;
}

export async function nextId(tx: Tx): Promise<number> {
  const { rows } = await sql<{ id: number }>`select nextval(pg_get_serial_sequence('audit_log', 'id')) as id`.execute(tx);
  return Number(rows[0]!.id);
}

export async function insertEntry(tx: Tx, row: Omit<AuditRow, 'created_at'> & { created_at: string }): Promise<void> {
  await tx.insertInto('audit_log').values(row).execute();
}

export async function entriesAfter(db: Executor, afterId: number, limit: number): Promise<AuditRow[]> {
  return db.selectFrom('audit_log').selectAll().where('id', '>', afterId).orderBy('id').limit(limit).execute();
}

export interface Checkpoint {
  last_id: number;
  head_hash: string;
  entries: number;
  signature: string;
}

export async function readCheckpoint(db: Executor): Promise<Checkpoint | undefined> {
  return db.selectFrom('audit_checkpoint').select(['last_id', 'head_hash', 'entries', 'signature']).executeTakeFirst();
}

export async function countEntries(tx: Tx): Promise<number> {
  const { count } = await tx.selectFrom('audit_log').select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
  return Number(count);
}

export async function writeCheckpoint(tx: Tx, checkpoint: Checkpoint): Promise<void> {
  await tx
    .insertInto('audit_checkpoint')
    .values({ id: 1, ...checkpoint })
    .onConflict((oc) => oc.column('id').doUpdateSet(checkpoint))
    .execute();
}

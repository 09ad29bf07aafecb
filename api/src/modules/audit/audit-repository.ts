import { sql } from 'kysely';
import { advisoryXactLock, tryAdvisoryXactLock } from '../../db/advisory-lock';
import { preparedStatement } from '../../db/prepared-statement';
import type { Executor, Tx } from '../../db/types';

// Arbitrary constant: one chain writer at a time across every instance, so each row links to the true previous row.
const CHAIN_WRITER_LOCK_KEY = 72_410_002;

export interface AuditRow {
  id: number;
  created_at: Date;
  actor_id: number | null;
  action: string;
  payload_encrypted: Buffer;
  prev_hash: string;
  hash: string;
}

export interface PendingRow {
  id: number;
  created_at: Date;
  actor_id: number | null;
  action: string;
  payload_encrypted: Buffer;
}

type NewPendingRow = Omit<PendingRow, 'id' | 'created_at'> & { created_at: string };

// Prepared: every change appends one, the clock-in storm included.
const pendingInsert = preparedStatement('audit-pending', (qc, row: NewPendingRow) =>
  qc.insertInto('audit_pending').values({
    created_at: row.created_at,
    actor_id: row.actor_id,
    action: row.action,
    payload_encrypted: row.payload_encrypted,
  }),
);

export async function insertPending(tx: Tx, row: NewPendingRow): Promise<void> {
  await pendingInsert.rows(tx, row);
}

/** Takes the writer's lock for this transaction: waiting for another instance's writer, or giving up at once. */
export async function lockWriter(tx: Tx, wait: boolean): Promise<boolean> {
  if (!wait) return tryAdvisoryXactLock(tx, CHAIN_WRITER_LOCK_KEY);
  await advisoryXactLock(tx, CHAIN_WRITER_LOCK_KEY);
  return true;
}

/** Committed pending entries in the order they were appended (a later commit of an earlier id comes next time). */
export async function pendingBatch(tx: Tx, limit: number): Promise<PendingRow[]> {
  return tx.selectFrom('audit_pending').selectAll().orderBy('id').limit(limit).execute();
}

export async function deletePending(tx: Tx, ids: number[]): Promise<void> {
  await tx.deleteFrom('audit_pending').where('id', 'in', ids).execute();
}

export async function anyPending(db: Executor): Promise<boolean> {
  const row = await db.selectFrom('audit_pending').select('id').limit(1).executeTakeFirst();
  return row !== undefined;
}

export async function countPending(db: Executor): Promise<number> {
  const { count } = await db
    .selectFrom('audit_pending')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(count);
}

export async function lastHash(tx: Tx): Promise<string | undefined> {
  const row = await tx.selectFrom('audit_log').select('hash').orderBy('id', 'desc').limit(1).executeTakeFirst();
  return row?.hash;
}

/** `count` new chain ids, ascending. */
export async function nextIds(tx: Tx, count: number): Promise<number[]> {
  const { rows } = await sql<{ id: number }>`
    select nextval(pg_get_serial_sequence('audit_log', 'id')) as id from generate_series(1, ${count}) order by 1`.execute(
    tx,
  );
  return rows.map((row) => Number(row.id));
}

export async function insertEntries(
  tx: Tx,
  rows: (Omit<AuditRow, 'created_at'> & { created_at: string })[],
): Promise<void> {
  await tx.insertInto('audit_log').values(rows).execute();
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
  const { count } = await tx
    .selectFrom('audit_log')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(count);
}

export async function writeCheckpoint(tx: Tx, checkpoint: Checkpoint): Promise<void> {
  await tx
    .insertInto('audit_checkpoint')
    .values({ id: 1, ...checkpoint })
    .onConflict((oc) => oc.column('id').doUpdateSet(checkpoint))
    .execute();
}

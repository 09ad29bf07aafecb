import { sql } from 'kysely';
import type { Tx } from './types';

/** Waits for the transaction-scoped advisory lock `key`: one holder per database until the transaction ends. */
export async function advisoryXactLock(tx: Tx, key: number): Promise<void> {
  await sql`select pg_advisory_xact_lock(${sql.lit(key)})`.execute(tx);
}

/** Takes the transaction-scoped advisory lock `key` if nobody holds it; false when another transaction does. */
export async function tryAdvisoryXactLock(tx: Tx, key: number): Promise<boolean> {
  const { rows } = await sql<{ locked: boolean }>`select pg_try_advisory_xact_lock(${sql.lit(key)}) as locked`.execute(
    tx,
  );
  return rows[0]!.locked;
}

import { sql } from 'kysely';
import type { Db, Tx } from '../../db/types';

/**
 * Runs a report's queries on one consistent snapshot, so its cards and charts agree even while people
 * clock in. JIT is off: generate_series makes the planner's estimates large enough to trigger JIT
 * compilation, which took ~250 ms of a ~60 ms query on the bench (bench/reports).
 */
export function withReportSnapshot<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  return db
    .transaction()
    .setIsolationLevel('repeatable read')
    .setAccessMode('read only')
    .execute(async (tx) => {
      await sql`set local jit = off`.execute(tx);
      return work(tx);
    });
}

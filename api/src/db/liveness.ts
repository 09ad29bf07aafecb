import { sql } from 'kysely';
import { instrumentsOf } from './db-instruments';
import type { Db } from './types';

/**
 * Resolves while the database is alive: it answers `select 1`, or every connection is busy answering others
 * (a long report holds the embedded PGlite's one connection; liveness must not wait behind it, nor restart the
 * api for it). Rejects when the database refuses.
 */
export async function checkDatabaseAlive(db: Db): Promise<void> {
  if (instrumentsOf(db)?.busy()) return;
  await sql`select 1`.execute(db);
}

import path from 'node:path';
import { Kysely, PostgresDialect } from 'kysely';
import { openPglite } from './pglite';
import { PgliteDialect } from './pglite-driver';
import { poolStats, postgresPool, type PoolStats } from './postgres';
import type { Database, Db } from './types';

export interface DbOptions {
  databaseUrl?: string;
  /** PGlite data directory, used when there is no databaseUrl; in memory when omitted. */
  pgliteDir?: string;
  pgliteSnapshot?: Blob;
}

export interface DbHandle {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** PostgreSQL's pool; PGlite is one connection that queues its queries itself. */
  pool?: PoolStats;
}

/** PostgreSQL through a pool when a URL is given, the embedded PGlite otherwise. */
export async function createDb(options: DbOptions): Promise<DbHandle> {
  if (options.databaseUrl) {
    const pool = postgresPool(options.databaseUrl);
    return { db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }), kind: 'postgres', pool: poolStats(pool) };
  }
  const pglite = await openPglite({ dataDir: options.pgliteDir, snapshot: options.pgliteSnapshot });
  return { db: new Kysely<Database>({ dialect: new PgliteDialect(pglite) }), kind: 'pglite' };
}

export function pgliteDirFor(dataDir: string): string {
  return path.join(dataDir, 'pg');
}

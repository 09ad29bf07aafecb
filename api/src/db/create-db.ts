import path from 'node:path';
import { Kysely, PGliteDialect, PostgresDialect, type Dialect } from 'kysely';
import { CommitEvents, notifyingCommits, registerInstruments } from './db-instruments';
import { PgliteChannel } from './pglite-channel';
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
  /** PGlite only: the data directory as a tarball, to start another database from (`pgliteSnapshot`). */
  dumpDataDir?: () => Promise<Blob>;
}

function kysely(dialect: Dialect, busy: () => boolean): Db {
  const commits = new CommitEvents();
  const db = new Kysely<Database>({ dialect: notifyingCommits(dialect, commits) });
  registerInstruments(db, { commits, busy });
  return db;
}

/**
 * PostgreSQL through a pool when a URL is given, the embedded PGlite (in a worker thread) otherwise; either
 * tells its CommitEvents after each commit. PGlite goes through Kysely's own PGliteDialect, which the worker
 * channel serves (pglite-channel.ts). That dialect ignores isolation levels: on PGlite's one connection,
 * which Kysely hands to one transaction at a time, no other transaction can interleave anyway.
 */
export async function createDb(options: DbOptions): Promise<DbHandle> {
  if (options.databaseUrl) {
    const pool = postgresPool(options.databaseUrl);
    const stats = poolStats(pool);
    return { db: kysely(new PostgresDialect({ pool }), () => stats.waiting() > 0), kind: 'postgres', pool: stats };
  }
  const pglite = await PgliteChannel.open({ dataDir: options.pgliteDir, snapshot: options.pgliteSnapshot });
  return {
    db: kysely(new PGliteDialect({ pglite }), () => pglite.busy),
    kind: 'pglite',
    dumpDataDir: () => pglite.dumpDataDir(),
  };
}

export function pgliteDirFor(dataDir: string): string {
  return path.join(dataDir, 'pg');
}

import path from 'node:path';
import { Kysely, PGliteDialect, PostgresDialect, type Dialect } from 'kysely';
import { CacheNotifications } from './cache-notifications';
import { DbEvents, type Statement } from './db-events';
import { ConnectionsHeld, observedDialect, registerInstruments } from './db-instruments';
import { PgliteChannel, type PgliteThreadHome } from './pglite-channel';
import type { DatabaseDeadlines } from '../config';
import { poolStats, postgresPool, type PoolStats } from './postgres';
import { createReadCaches } from './read-caches';
import type { Database, Db } from './types';

export interface DbOptions {
  databaseUrl?: string;
  /** PGlite data directory, used when there is no databaseUrl; in memory when omitted. */
  pgliteDir?: string;
  pgliteSnapshot?: ArrayBuffer;
  /** A `dumpDataDir` tarball on disk to start from (the tests'). */
  pgliteSnapshotFile?: string;
  /** Where PGlite's thread waits between databases (the tests'); by default each database has a thread of its own. */
  pgliteThreadHome?: PgliteThreadHome;
  /** PostgreSQL's connect and statement deadlines; none by default (command-line tools, migrations). */
  deadlines?: DatabaseDeadlines;
}

export interface DbHandle {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** PostgreSQL's pool; PGlite is one connection that queues its queries itself. */
  pool?: PoolStats;
  /** PGlite only: the data directory as a tarball, to start another database from (`pgliteSnapshot`). */
  dumpDataDir?: () => Promise<ArrayBuffer>;
}

/** `busy` is told how many connections Kysely holds. */
function kysely(dialect: Dialect, busy: (held: number) => boolean, notifications?: CacheNotifications): Db {
  const commits = new DbEvents<object>();
  const statements = new DbEvents<Statement>();
  const held = new ConnectionsHeld();
  const closeNotifications = async () => notifications?.close();
  const db = new Kysely<Database>({
    dialect: observedDialect(dialect, { commits, statements, held }, closeNotifications),
  });
  const caches = createReadCaches({ statements, commits, notifications: notifications?.events });
  registerInstruments(db, { commits, statements, caches, busy: () => busy(held.count) });
  notifications?.start();
  return db;
}

/**
 * PostgreSQL through a pool when a URL is given, the embedded PGlite (in a worker thread) otherwise; either
 * reports its statements and commits (db-instruments.ts) and keeps read caches that every write empties, on
 * PostgreSQL across instances too (cache-notifications.ts). PGlite goes through Kysely's own PGliteDialect,
 * which the worker channel serves (pglite-channel.ts). That dialect ignores isolation levels: on PGlite's one
 * connection, which Kysely hands to one transaction at a time, no other transaction can interleave anyway.
 */
export async function createDb(options: DbOptions): Promise<DbHandle> {
  if (options.databaseUrl) {
    const pool = postgresPool(options.databaseUrl, 10, options.deadlines);
    const stats = poolStats(pool);
    const notifications = new CacheNotifications(options.databaseUrl);
    const db = kysely(new PostgresDialect({ pool }), () => stats.waiting() > 0, notifications);
    return { db, kind: 'postgres', pool: stats };
  }
  const pglite = await PgliteChannel.open({
    dataDir: options.pgliteDir,
    snapshot: options.pgliteSnapshot,
    snapshotFile: options.pgliteSnapshotFile,
    home: options.pgliteThreadHome,
  });
  return {
    // The one connection is held by a query or by an open transaction, also between its statements.
    db: kysely(new PGliteDialect({ pglite }), (held) => held > 0),
    kind: 'pglite',
    dumpDataDir: () => pglite.dumpDataDir(),
  };
}

export function pgliteDirFor(dataDir: string): string {
  return path.join(dataDir, 'pg');
}

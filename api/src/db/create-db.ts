import path from 'node:path';
import { Kysely } from 'kysely';
import { openPglite } from './pglite';
import { PgliteDialect } from './pglite-driver';
import { postgresDialect } from './postgres';
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
}

/** PostgreSQL through a pool when a URL is given, the embedded PGlite otherwise. */
export async function createDb(options: DbOptions): Promise<DbHandle> {
  if (options.databaseUrl) {
    return { db: new Kysely<Database>({ dialect: postgresDialect(options.databaseUrl) }), kind: 'postgres' };
  }
  const pglite = await openPglite({ dataDir: options.pgliteDir, snapshot: options.pgliteSnapshot });
  return { db: new Kysely<Database>({ dialect: new PgliteDialect(pglite) }), kind: 'pglite' };
}

export function pgliteDirFor(dataDir: string): string {
  return path.join(dataDir, 'pg');
}

import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Kysely } from 'kysely';
import { createDb, pgliteDirFor } from '../db/create-db';
import { migrate } from '../db/migrate';
import { postgresDialect, type PoolStats } from '../db/postgres';
import type { Database, Db } from '../db/types';

export interface DbPluginOptions {
  /** An already migrated database (tests); the plugin then leaves closing it to the caller. */
  db?: Db;
  /** Starts what works on the database from the start (app.ts: the audit chain writer). */
  onOpen: (db: Db) => Promise<void>;
  /** Stops it before the database closes. */
  beforeClose: () => Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Present on PostgreSQL: its connection pool's use, for the metrics. */
    dbPool?: PoolStats;
  }
}

/** A migration may wait for another instance's (advisory lock) or build an index for longer than a request may take. */
async function migrateWithoutDeadline(databaseUrl: string): Promise<string[]> {
  const db = new Kysely<Database>({ dialect: postgresDialect(databaseUrl, 1) });
  try {
    return await migrate(db);
  } finally {
    await db.destroy();
  }
}

/**
 * Opens PostgreSQL (DATABASE_URL) or the embedded PGlite, migrates it, decorates `app.db` and calls `onOpen`;
 * on close `beforeClose` (the audit chain writer chains what is pending) before the database closes.
 */
export const dbPlugin = fp(async (app: FastifyInstance, options: DbPluginOptions) => {
  if (options.db) {
    app.decorate('db', options.db);
    await options.onOpen(options.db);
    app.addHook('onClose', () => options.beforeClose());
    return;
  }
  const { config } = app;
  const { db, kind, pool } = await createDb({
    databaseUrl: config.databaseUrl,
    pgliteDir: pgliteDirFor(config.dataDir),
    deadlines: config.databaseDeadlines,
  });
  const applied = config.databaseUrl ? await migrateWithoutDeadline(config.databaseUrl) : await migrate(db);
  app.log.info({ kind, applied }, 'database ready');
  app.decorate('db', db);
  if (pool) app.decorate('dbPool', pool);
  await options.onOpen(db);
  app.addHook('onClose', async () => {
    await options.beforeClose();
    await db.destroy();
  });
});

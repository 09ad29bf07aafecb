import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createDb, pgliteDirFor } from '../db/create-db';
import { migrate } from '../db/migrate';
import type { PoolStats } from '../db/postgres';
import type { Db } from '../db/types';

export interface DbPluginOptions {
  /** An already migrated database (tests); the plugin then leaves closing it to the caller. */
  db?: Db;
  /** Starts what works on the database from the start (app.ts: the audit chain writer). */
  onOpen: (db: Db) => void;
  /** Stops it before the database closes. */
  beforeClose: () => Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Present on PostgreSQL: its connection pool's use, for the metrics. */
    dbPool?: PoolStats;
  }
}

/**
 * Opens PostgreSQL (DATABASE_URL) or the embedded PGlite, migrates it, decorates `app.db` and calls `onOpen`;
 * on close `beforeClose` (the audit chain writer chains what is pending) before the database closes.
 */
export const dbPlugin = fp(async (app: FastifyInstance, options: DbPluginOptions) => {
  if (options.db) {
    app.decorate('db', options.db);
    options.onOpen(options.db);
    app.addHook('onClose', () => options.beforeClose());
    return;
  }
  const { config } = app;
  const { db, kind, pool } = await createDb({
    databaseUrl: config.databaseUrl,
    pgliteDir: pgliteDirFor(config.dataDir),
  });
  const applied = await migrate(db);
  app.log.info({ kind, applied }, 'database ready');
  app.decorate('db', db);
  if (pool) app.decorate('dbPool', pool);
  options.onOpen(db);
  app.addHook('onClose', async () => {
    await options.beforeClose();
    await db.destroy();
  });
});

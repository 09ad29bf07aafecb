import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createDb, pgliteDirFor } from '../db/create-db';
import { migrate } from '../db/migrate';
import type { PoolStats } from '../db/postgres';
import type { Db } from '../db/types';

export interface DbPluginOptions {
  /** An already migrated database (tests); the plugin then leaves closing it to the caller. */
  db?: Db;
}

/** Opens PostgreSQL (DATABASE_URL) or the embedded PGlite, migrates it and decorates `app.db`. */
declare module 'fastify' {
  interface FastifyInstance {
    /** Present on PostgreSQL: its connection pool's use, for the metrics. */
    dbPool?: PoolStats;
  }
}

export const dbPlugin = fp(async (app: FastifyInstance, options: DbPluginOptions) => {
  if (options.db) {
    app.decorate('db', options.db);
    return;
  }
  const { config } = app;
  const { db, kind, pool } = await createDb({ databaseUrl: config.databaseUrl, pgliteDir: pgliteDirFor(config.dataDir) });
  const applied = await migrate(db);
  app.log.info({ kind, applied }, 'database ready');
  app.decorate('db', db);
  if (pool) app.decorate('dbPool', pool);
  app.addHook('onClose', async () => db.destroy());
});

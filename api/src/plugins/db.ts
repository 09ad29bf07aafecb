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

declare module 'fastify' {
  interface FastifyInstance {
    /** Present on PostgreSQL: its connection pool's use, for the metrics. */
    dbPool?: PoolStats;
  }
}

function startAuditChain(app: FastifyInstance, db: Db): void {
  app.audit.start(db, (err) => app.log.error({ err }, 'audit chain writer failed'));
}

/**
 * Opens PostgreSQL (DATABASE_URL) or the embedded PGlite, migrates it, decorates `app.db` and starts the audit
 * chain writer on it; on close the writer chains what is pending before the database closes.
 */
export const dbPlugin = fp(async (app: FastifyInstance, options: DbPluginOptions) => {
  if (options.db) {
    app.decorate('db', options.db);
    startAuditChain(app, options.db);
    app.addHook('onClose', () => app.audit.stop());
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
  startAuditChain(app, db);
  app.addHook('onClose', async () => {
    await app.audit.stop();
    await db.destroy();
  });
});

import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Kysely } from 'kysely';
import { dataKeyRing } from '../config';
import { createDb, pgliteDirFor } from '../db/create-db';
import { migrate } from '../db/migrate';
import { postgresDialect, type PoolStats } from '../db/postgres';
import type { Database, Db } from '../db/types';
import { archivedKeys } from '../modules/data-keys/key-archive';

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

/** A migration may wait for another instance's (advisory lock) or build an index for longer than a request may take. */
async function migrateWithoutDeadline(databaseUrl: string): Promise<string[]> {
  const db = new Kysely<Database>({ dialect: postgresDialect(databaseUrl, 1) });
  try {
    return await migrate(db);
  } finally {
    await db.destroy();
  }
}

/** Also reads the keys archived by a rotation, so audit entries sealed before it open with DATA_KEY alone. */
async function startAuditChain(app: FastifyInstance, db: Db): Promise<void> {
  // A database down at start is readiness's and each request's to report, not a reason to stop building.
  const archived = await archivedKeys(db, dataKeyRing(app.config)).catch((err: unknown) => {
    app.log.error({ err }, 'could not read the data key archive: audit details sealed before a rotation stay closed');
    return [];
  });
  app.audit.addReadKeys(archived);
  app.audit.start(db, (err) => app.log.error({ err }, 'audit chain writer failed'));
}

/**
 * Opens PostgreSQL (DATABASE_URL) or the embedded PGlite, migrates it, decorates `app.db` and starts the audit
 * chain writer on it; on close the writer chains what is pending before the database closes.
 */
export const dbPlugin = fp(async (app: FastifyInstance, options: DbPluginOptions) => {
  if (options.db) {
    app.decorate('db', options.db);
    await startAuditChain(app, options.db);
    app.addHook('onClose', () => app.audit.stop());
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
  await startAuditChain(app, db);
  app.addHook('onClose', async () => {
    await app.audit.stop();
    await db.destroy();
  });
});

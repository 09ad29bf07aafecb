import crypto from 'node:crypto';
import { Kysely, sql } from 'kysely';
import { createDb } from '../db/create-db';
import { migrate } from '../db/migrate';
import { postgresDialect } from '../db/postgres';
import type { Db } from '../db/types';

export interface TestDb {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Closes the database and, on PostgreSQL, drops it. */
  drop(): Promise<void>;
}

function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/** pg's pool.end() resolves before its sockets close; a forced drop would then kill them mid-close. */
async function waitForDisconnect(admin: Kysely<unknown>, name: string): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from pg_stat_activity where datname = ${name}`.execute(admin);
    if (rows[0]!.n === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * A fresh migrated database: in-memory PGlite by default, or a new database on the server
 * named by DATABASE_URL, so test files can run in parallel and leave nothing behind.
 */
export async function createTestDb(): Promise<TestDb> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const { db } = await createDb({});
    await migrate(db);
    return { db, kind: 'pglite', drop: () => db.destroy() };
  }
  const name = `api_test_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new Kysely<unknown>({ dialect: postgresDialect(url, 1) });
  await sql`create database ${sql.id(name)}`.execute(admin);
  const { db } = await createDb({ databaseUrl: withDatabase(url, name) });
  await migrate(db);
  return {
    db,
    kind: 'postgres',
    async drop() {
      await db.destroy();
      await waitForDisconnect(admin, name);
      await sql`drop database if exists ${sql.id(name)} with (force)`.execute(admin);
      await admin.destroy();
    },
  };
}

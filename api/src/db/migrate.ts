import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import type { Db } from './types';

/** Same relative place from src/db and dist/db. */
export const MIGRATIONS_DIR = path.join(__dirname, '..', '..', 'migrations');
// Arbitrary constant shared by every api instance so concurrent starts migrate one at a time.
const MIGRATION_LOCK_KEY = 72_410_001;

function migrationFiles(dir: string): string[] {
  return fs
    .readdirSync(dir)
    .filter((name) => /^\d{3}_[\w-]+\.sql$/.test(name))
    .sort();
}

/** Applies pending migrations in one transaction; returns the names applied. */
export async function migrate(db: Db, dir: string = MIGRATIONS_DIR): Promise<string[]> {
  const files = migrationFiles(dir);
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${sql.lit(MIGRATION_LOCK_KEY)})`.execute(trx);
    await sql`create table if not exists schema_migrations (
      name text primary key,
      applied_at timestamptz not null default now()
    )`.execute(trx);
    const done = await sql<{ name: string }>`select name from schema_migrations`.execute(trx);
    const applied = new Set(done.rows.map((row) => row.name));
    const pending = files.filter((name) => !applied.has(name));
    for (const name of pending) {
      await sql.raw(fs.readFileSync(path.join(dir, name), 'utf8')).execute(trx);
      await sql`insert into schema_migrations (name) values (${name})`.execute(trx);
    }
    return pending;
  });
}

/** Migration files not yet recorded as applied (readiness: an instance older or newer than the schema). */
export async function pendingMigrations(db: Db, dir: string = MIGRATIONS_DIR): Promise<string[]> {
  const done = await sql<{ name: string }>`select name from schema_migrations`.execute(db);
  const applied = new Set(done.rows.map((row) => row.name));
  return migrationFiles(dir).filter((name) => !applied.has(name));
}

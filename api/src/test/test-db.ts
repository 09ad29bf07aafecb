import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Kysely, sql } from 'kysely';
import { createDb } from '../db/create-db';
import { migrate, MIGRATIONS_DIR } from '../db/migrate';
import { postgresDialect, type PoolStats } from '../db/postgres';
import type { Db } from '../db/types';
import { pgliteThreadHome } from './pglite-thread-home';

export interface TestDb {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** PostgreSQL's pool (PGlite is one connection). */
  pool?: PoolStats;
  /** PostgreSQL only: the test database's URL. */
  databaseUrl?: string;
  /** PostgreSQL only: another pool on the same database, as a second api instance would open. */
  openAnother?: () => Promise<Db>;
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
    const { rows } = await sql<{
      n: number;
    }>`select count(*)::int as n from pg_stat_activity where datname = ${name}`.execute(admin);
    if (rows[0]!.n === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Names the migrations' content: a snapshot taken under other migrations is never used. */
function migrationsFingerprint(): string {
  const hash = crypto.createHash('sha256');
  for (const name of fs.readdirSync(MIGRATIONS_DIR).sort())
    hash.update(name).update(fs.readFileSync(path.join(MIGRATIONS_DIR, name)));
  return hash.digest('hex').slice(0, 16);
}

/** The migrated PGlite data directory as a tarball: written by the first test database, read by the others. */
export function pgliteSnapshotFile(): string {
  return path.join(os.tmpdir(), `api-test-pglite-${migrationsFingerprint()}.tar`);
}

/**
 * An in-memory PGlite with every migration applied. Starting from a data directory snapshot skips initdb, which is
 * most of PGlite's start-up: the first test file writes the snapshot, the others load it (and migrate() finds
 * nothing left to apply). The database opens in the thread the jest worker's last test file closed its own in,
 * which has PGlite loaded and the snapshot read (pglite-thread-home.ts).
 */
async function migratedPglite(): Promise<Db> {
  const snapshotFile = pgliteSnapshotFile();
  const home = pgliteThreadHome();
  if (fs.existsSync(snapshotFile)) {
    const { db } = await createDb({ pgliteSnapshotFile: snapshotFile, pgliteThreadHome: home });
    await migrate(db);
    return db;
  }
  const handle = await createDb({ pgliteThreadHome: home });
  await migrate(handle.db);
  const written = `${snapshotFile}.${process.pid}`;
  fs.writeFileSync(written, Buffer.from(await handle.dumpDataDir!()));
  fs.renameSync(written, snapshotFile);
  return handle.db;
}

// Arbitrary constant: test processes on one server build a migrations template one at a time.
const TEMPLATE_LOCK_KEY = 72_410_002;

/**
 * A database with every migration applied, named after the migrations' content, to copy each test database from:
 * copying it takes a fraction of running the migrations. The first test file on the server builds it.
 */
async function migratedTemplate(admin: Kysely<unknown>, url: string): Promise<string> {
  const name = `api_template_${migrationsFingerprint()}`;
  const exists = async () =>
    (await sql`select 1 from pg_database where datname = ${name}`.execute(admin)).rows.length > 0;
  if (await exists()) return name;
  await sql`select pg_advisory_lock(${sql.lit(TEMPLATE_LOCK_KEY)})`.execute(admin);
  try {
    if (await exists()) return name;
    const building = `${name}_building`;
    await sql`drop database if exists ${sql.id(building)}`.execute(admin);
    await sql`create database ${sql.id(building)}`.execute(admin);
    const { db } = await createDb({ databaseUrl: withDatabase(url, building) });
    await migrate(db);
    await db.destroy();
    await waitForDisconnect(admin, building);
    await sql`alter database ${sql.id(building)} rename to ${sql.id(name)}`.execute(admin);
    return name;
  } finally {
    await sql`select pg_advisory_unlock(${sql.lit(TEMPLATE_LOCK_KEY)})`.execute(admin);
  }
}

/**
 * A fresh migrated database: in-memory PGlite by default, or a new database on the server
 * named by DATABASE_URL, so test files can run in parallel and leave nothing behind.
 */
export async function createTestDb(): Promise<TestDb> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const db = await migratedPglite();
    return { db, kind: 'pglite', drop: () => db.destroy() };
  }
  const name = `api_test_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new Kysely<unknown>({ dialect: postgresDialect(url, 1) });
  const template = await migratedTemplate(admin, url);
  await sql`create database ${sql.id(name)} template ${sql.id(template)}`.execute(admin);
  const databaseUrl = withDatabase(url, name);
  const { db, pool } = await createDb({ databaseUrl });
  await migrate(db);
  const others: Db[] = [];
  return {
    db,
    kind: 'postgres',
    pool,
    databaseUrl,
    async openAnother() {
      const other = (await createDb({ databaseUrl })).db;
      others.push(other);
      return other;
    },
    async drop() {
      await Promise.all(others.map((other) => other.destroy()));
      await db.destroy();
      await waitForDisconnect(admin, name);
      await sql`drop database if exists ${sql.id(name)} with (force)`.execute(admin);
      await admin.destroy();
    },
  };
}

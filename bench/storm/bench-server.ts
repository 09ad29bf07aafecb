/** The api as `npm start` runs it (PGlite file-backed or PostgreSQL), listening on a free loopback port. */
import crypto from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Kysely, sql } from 'api/node_modules/kysely';
import type { FastifyInstance } from 'api/node_modules/fastify';
import { buildApp, type BuildOptions } from 'api/src/app';
import { loadConfig } from 'api/src/config';
import { createDb, pgliteDirFor } from 'api/src/db/create-db';
import { migrate } from 'api/src/db/migrate';
import { postgresDialect } from 'api/src/db/postgres';
import { STORM } from './storm-config';

export interface Server {
  app: FastifyInstance;
  base: string;
  close(): Promise<void>;
}

/**
 * The database is opened and migrated before the app is built (as tests do): on a busy machine opening PGlite
 * can take longer than Fastify's plugin timeout.
 */
export async function startServer(env: Record<string, string>, options: BuildOptions = {}): Promise<Server> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'storm-bench-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    ACCESS_TOKEN_TTL_SECONDS: '3600',
    // A DATABASE_URL means production, where secrets must be given.
    DATA_KEY: crypto.randomBytes(32).toString('hex'),
    JWT_SECRET: crypto.randomBytes(48).toString('base64url'),
    ...env,
  });
  const { db } = await createDb({ databaseUrl: config.databaseUrl, pgliteDir: pgliteDirFor(config.dataDir) });
  await migrate(db);
  const app = await buildApp(config, { logger: false, db, ...options });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    app,
    base: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`,
    async close() {
      await app.close();
      await db.destroy();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A fresh, empty PostgreSQL database for one part of the bench (kept afterwards, to look into). */
export async function freshPgDatabase(name: string): Promise<string> {
  const admin = new Kysely<unknown>({ dialect: postgresDialect(`${STORM.pgServer}/postgres`, 1) });
  try {
    await sql`drop database if exists ${sql.id(name)} with (force)`.execute(admin);
    await sql`create database ${sql.id(name)}`.execute(admin);
  } finally {
    await admin.destroy();
  }
  return `${STORM.pgServer}/${name}`;
}

const ALL_DATABASES = [
  { label: 'PGlite', env: async (): Promise<Record<string, string>> => ({}) },
  {
    label: 'PostgreSQL',
    env: async (): Promise<Record<string, string>> => ({
      DATABASE_URL: await freshPgDatabase(process.env.BENCH_PG_DATABASE ?? 'attendance_storm_bench'),
    }),
  },
] as const;

/** The databases to bench, all by default; BENCH_DATABASES=PostgreSQL (labels, comma-separated) for some. */
export const DATABASES = ALL_DATABASES.filter(
  (database) => !process.env.BENCH_DATABASES || process.env.BENCH_DATABASES.split(',').includes(database.label),
);

import crypto from 'node:crypto';
import os from 'node:os';
import {
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type Dialect,
} from 'kysely';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import type { Database } from '../db/types';

// Route schemas need no database: queries (none run before listen) answer no rows.
const offlineDialect: Dialect = {
  createAdapter: () => new PostgresAdapter(),
  createDriver: () => new DummyDriver(),
  createIntrospector: (db) => new PostgresIntrospector(db),
  createQueryCompiler: () => new PostgresQueryCompiler(),
};

/** The whole api, ready but never listening, on no database: for what its routes declare. Close it after use. */
export async function buildOfflineApp(): Promise<FastifyInstance> {
  const config = loadConfig({
    DATA_DIR: os.tmpdir(),
    LOG_LEVEL: 'silent',
    JWT_SECRET: crypto.randomBytes(48).toString('base64url'),
    DATA_KEY: crypto.randomBytes(32).toString('hex'),
  });
  const app = await buildApp(config, { db: new Kysely<Database>({ dialect: offlineDialect }), logger: false });
  await app.ready();
  return app;
}

/** The api's OpenAPI document, generated from the route schemas. */
export async function openApiDocument(): Promise<Record<string, unknown>> {
  const app = await buildOfflineApp();
  try {
    return app.swagger() as unknown as Record<string, unknown>;
  } finally {
    await app.close();
  }
}

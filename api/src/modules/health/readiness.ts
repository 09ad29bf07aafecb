import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { pendingMigrations } from '../../db/migrate';

export type CheckState = 'ok' | 'failing' | 'degraded';

export interface Readiness {
  ready: boolean;
  checks: {
    database: CheckState;
    migrations: CheckState;
    redis?: CheckState;
    face_models: CheckState;
    shutdown?: 'in progress';
  };
}

// A probe gets its answer within its own timeout: a silent PostgreSQL is 'failing', not waited for. (The embedded
// PGlite cannot go silent; a long report holding its one connection is waited for.)
const DATABASE_CHECK_MS = 2000;

function within<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/** Whether this instance can serve: a load balancer sends it traffic only while this says ready. */
export async function readiness(app: FastifyInstance, shuttingDown: boolean): Promise<Readiness> {
  let database: CheckState = 'ok';
  let migrations: CheckState = 'ok';
  try {
    const check = sql`select 1`.execute(app.db).then(() => pendingMigrations(app.db));
    const pending = await (app.dbPool ? within(check, DATABASE_CHECK_MS) : check);
    if (pending.length > 0) migrations = 'failing';
  } catch {
    database = 'failing';
    migrations = 'failing';
  }
  const redisHealth = app.countersHealth();
  const checks: Readiness['checks'] = {
    database,
    migrations,
    // Redis down is 'degraded', not failing: limits fall back to this instance and the app keeps working.
    ...(redisHealth ? { redis: redisHealth } : {}),
    face_models: app.face.ready?.() === false ? 'failing' : 'ok',
    ...(shuttingDown ? { shutdown: 'in progress' as const } : {}),
  };
  const failing = Object.values(checks).some((state) => state === 'failing' || state === 'in progress');
  return { ready: !failing, checks };
}

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

/** Whether this instance can serve: a load balancer sends it traffic only while this says ready. */
export async function readiness(app: FastifyInstance, shuttingDown: boolean): Promise<Readiness> {
  let database: CheckState = 'ok';
  let migrations: CheckState = 'ok';
  try {
    await sql`select 1`.execute(app.db);
    if ((await pendingMigrations(app.db)).length > 0) migrations = 'failing';
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

import { PostgresDialect } from 'kysely';
import pg from 'pg';
import { textParsers } from './type-parsers';

const typeParsers = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    return textParsers[oid] ?? pg.types.getTypeParser(oid, format);
  },
} as pg.CustomTypesConfig;

/** Connections of the pool, for the metrics. */
export interface PoolStats {
  inUse(): number;
  waiting(): number;
}

export function postgresPool(connectionString: string, max = 10): pg.Pool {
  return new pg.Pool({ connectionString, max, types: typeParsers });
}

export function postgresDialect(connectionString: string, max = 10): PostgresDialect {
  return new PostgresDialect({ pool: postgresPool(connectionString, max) });
}

export function poolStats(pool: pg.Pool): PoolStats {
  return { inUse: () => pool.totalCount - pool.idleCount, waiting: () => pool.waitingCount };
}

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
  /** The most connections in use at once since the last call (the race tests check they ran in parallel). */
  takePeakInUse(): number;
}

export function postgresPool(connectionString: string, max = 10): pg.Pool {
  return new pg.Pool({ connectionString, max, types: typeParsers });
}

export function postgresDialect(connectionString: string, max = 10): PostgresDialect {
  return new PostgresDialect({ pool: postgresPool(connectionString, max) });
}

export function poolStats(pool: pg.Pool): PoolStats {
  const inUse = () => pool.totalCount - pool.idleCount;
  let peak = 0;
  pool.on('acquire', () => {
    peak = Math.max(peak, inUse());
  });
  const takePeakInUse = () => {
    const taken = peak;
    peak = inUse();
    return taken;
  };
  return { inUse, waiting: () => pool.waitingCount, takePeakInUse };
}

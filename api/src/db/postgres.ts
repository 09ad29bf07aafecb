import { PostgresDialect } from 'kysely';
import pg from 'pg';
import { preparedStatementName } from './prepared-statement';
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

/**
 * Kysely sends every statement unnamed (parsed and planned on each call); a prepared statement's SQL goes out
 * under its name instead, which the server parses and plans once per connection (db/prepared-statement.ts).
 */
function sendPreparedByName(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  client.query = ((text: unknown, values?: unknown, callback?: unknown) => {
    const name = typeof text === 'string' ? preparedStatementName(text) : undefined;
    return name ? query({ name, text, values }, callback) : query(text, values, callback);
  }) as typeof client.query;
}

export function postgresPool(connectionString: string, max = 10): pg.Pool {
  const pool = new pg.Pool({ connectionString, max, types: typeParsers });
  pool.on('connect', sendPreparedByName);
  return pool;
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

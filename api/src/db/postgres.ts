import { PostgresDialect } from 'kysely';
import pg from 'pg';
import { preparedStatementName } from './prepared-statement';
import { textParsers } from './type-parsers';
import type { DatabaseDeadlines } from '../config';

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

export const NO_QUERY_DEADLINE: DatabaseDeadlines = { connectTimeoutMs: 5000, queryTimeoutMs: 0 };

// The server's own cancel leaves the connection usable; the client's later deadline is for a server that is silent.
const CLIENT_GRACE_MS = 1000;

/**
 * A statement the client gave up on is still the connection's active one: the connection is dropped (and
 * replaced by the pool) rather than handed to the next request to wait behind it.
 */
function dropOnClientTimeout(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  client.query = ((...args: unknown[]) => {
    const result = query(...args);
    if (result instanceof Promise) {
      return result.catch((err: unknown) => {
        if (err instanceof Error && err.message === 'Query read timeout') {
          (client as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy();
        }
        throw err;
      });
    }
    return result;
  }) as typeof client.query;
}

export function postgresPool(
  connectionString: string,
  max = 10,
  deadlines: DatabaseDeadlines = NO_QUERY_DEADLINE,
): pg.Pool {
  const { connectTimeoutMs, queryTimeoutMs } = deadlines;
  const pool = new pg.Pool({
    connectionString,
    max,
    types: typeParsers,
    connectionTimeoutMillis: connectTimeoutMs,
    ...(queryTimeoutMs > 0
      ? { statement_timeout: queryTimeoutMs, query_timeout: queryTimeoutMs + CLIENT_GRACE_MS }
      : {}),
  });
  // A connection that breaks (a server restarted, a statement given up on) is dropped by the pool and its
  // statement fails with the error; unheard, the event would end the process.
  pool.on('error', () => undefined);
  pool.on('connect', (client) => {
    client.on('error', () => undefined);
    sendPreparedByName(client);
    if (queryTimeoutMs > 0) dropOnClientTimeout(client);
  });
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

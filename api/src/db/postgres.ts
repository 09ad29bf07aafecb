import { PostgresDialect } from 'kysely';
import pg from 'pg';
import { textParsers } from './type-parsers';

const typeParsers = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    return textParsers[oid] ?? pg.types.getTypeParser(oid, format);
  },
} as pg.CustomTypesConfig;

export function postgresDialect(connectionString: string, max = 10): PostgresDialect {
  const pool = new pg.Pool({ connectionString, max, types: typeParsers });
  return new PostgresDialect({ pool });
}

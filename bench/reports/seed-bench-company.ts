/**
 * Creates (or recreates) the bench database and fills it with a large company: see bench-company.sql.
 * Run: pnpm --filter bench reports -- --seed   (the bench seeds on its own when the database is missing)
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Kysely, sql } from 'api/node_modules/kysely';
import { createDb } from 'api/src/db/create-db';
import { migrate } from 'api/src/db/migrate';
import { postgresDialect } from 'api/src/db/postgres';
import type { Db } from 'api/src/db/types';
import { localDate } from 'api/src/lib/time-zone';
import { hashPassword } from 'api/src/modules/auth/passwords';
import { BENCH } from './bench-config';

const quote = (text: string) => `'${text.replace(/'/g, "''")}'`;

async function recreateDatabase(): Promise<void> {
  const admin = new Kysely<unknown>({ dialect: postgresDialect(`${BENCH.serverUrl}/postgres`, 1) });
  await sql`drop database if exists ${sql.id(BENCH.database)} with (force)`.execute(admin);
  await sql`create database ${sql.id(BENCH.database)}`.execute(admin);
  await admin.destroy();
}

async function fill(db: Db, today: string): Promise<void> {
  const values: Record<string, string> = {
    today: quote(today),
    employees: String(BENCH.employees),
    password_hash: quote(await hashPassword(BENCH.password)),
  };
  const script = readFileSync(path.join(__dirname, 'bench-company.sql'), 'utf8').replace(
    /:(today|employees|password_hash)\b/g,
    (_, key: string) => values[key]!,
  );
  for (const statement of script.split(/;\s*\n/).filter((s) => s.replace(/--.*$/gm, '').trim())) {
    const started = performance.now();
    await sql.raw(statement).execute(db);
    console.log(
      `  ${statement.replace(/--.*$/gm, '').trim().split('\n')[0]!.slice(0, 70)}: ${Math.round(performance.now() - started)} ms`,
    );
  }
  await sql`update settings set setting_value = 'Europe/London' where setting_key = 'TIME_ZONE'`.execute(db);
  await sql.raw('vacuum analyze').execute(db);
}

export async function seedBenchCompany(): Promise<void> {
  const today = localDate(new Date(), 'Europe/London');
  console.log(`seeding ${BENCH.database}: ${BENCH.employees} employees, a year of attendance up to ${today}`);
  const started = performance.now();
  await recreateDatabase();
  const { db } = await createDb({ databaseUrl: BENCH.databaseUrl });
  try {
    await migrate(db);
    await fill(db, today);
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from attendance_records`.execute(db);
    console.log(`seeded ${rows[0]!.n} attendance records in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  } finally {
    await db.destroy();
  }
}
